"""Write a game's balance report: first-player advantage and player-count effects, with plots.

    pip install -e ".[balance]"
    python docs/balance/make_report.py junk_orbit

The script plays seeded self-play simulations (every seat the same bot) at every table size,
saves the games as JSON lines under ``build/balance/<game>/`` (rerunning reuses and completes
them, like ``junkspace simulate --resume``), then writes ``docs/balance/<game>.md`` and its
plots ``docs/balance/<game>-*.png``. Every number in the report comes from those games, so
the same command with the same options rewrites the same report.

Self-play is the right experiment for balance: with the same bot in every seat, any seat that
wins more often than ``1/players`` does so because of where it sits, not who sits there.

A game with a rules variant (``VARIANTS``: Junk Orbit's ship powers) also gets greedy
self-play of the variant, ``--variant-games`` per table size. ``--variant-only`` plays just
those and rewrites only the variant's section of the existing report, so measuring a variant
does not replay the other studies.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

import junkspace
from junkspace import GameRecord
from junkspace.asteroid_belt import FACTIONS
from junkspace.cli import main as junkspace_main
from junkspace.hyperstellar import HyperstellarState
from junkspace.simulation import GameResult, read_results, wilson

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Study:
    """One self-play simulation: a bot at every seat of a table of ``players``.

    ``option`` is a game option for a variant, as ``NAME=VALUE`` (empty: the rules as they are).
    """

    bot: str
    players: int
    games: int
    option: str = ""

    @property
    def label(self) -> str:
        return self.bot.split(":")[0]


@dataclass(frozen=True)
class Variant:
    """A rules variant the report measures: the option that turns it on, and what it is."""

    option: str
    title: str
    note: str


#: The variants measured per game, with greedy self-play.
VARIANTS: dict[str, Variant] = {
    "junk_orbit": Variant(
        "ship_powers=true",
        "ship powers",
        "Our house variant, **not from the original rules** (see the "
        "[rules page](../rules/junk_orbit.md)): Yellow's guided junk, Purple's armoured hold, "
        "Green's afterburner, Orange's retro thrusters, Pink's salvage claws. Each seat has its "
        "own ship's power, so a seat's figures are its power's and its place in turn order "
        "together.",
    ),
}

#: The variant's section of a report, rewritten alone by ``--variant-only``.
VARIANT_BLOCK = ("<!-- variant: written by make_report.py -->", "<!-- end of variant -->")


def simulate(game: str, study: Study, seed: int, jobs: int, data: Path) -> list[GameResult]:
    """Play (or complete) one study with ``junkspace simulate`` and read its games back."""
    variant = f"-{study.option.split('=')[0]}" if study.option else ""
    out = data / f"{study.label}{variant}-{study.players}p.jsonl"
    command = [
        "simulate", game, "--players", str(study.players), "--bots", study.bot,
        "--games", str(study.games), "--seed", str(seed), "--jobs", str(jobs),
        "--out", str(out), "--resume",
    ]  # fmt: skip
    if study.option:
        command += ["--option", study.option]
    print(f"$ junkspace {' '.join(command)}", file=sys.stderr)
    if junkspace_main(command) != 0:
        raise SystemExit(f"the simulation {study} did not finish; rerun to complete it")
    results = [r for r in read_results(out) if r.index < study.games]
    return sorted(results, key=lambda r: r.index)


def seat_rates(results: Sequence[GameResult]) -> list[tuple[float, float, float]]:
    """Each seat's win share with its Wilson interval: (rate, low, high)."""
    players = results[0].players
    out = []
    for seat in range(players):
        wins = sum(r.win_shares[seat] for r in results)
        low, high = wilson(wins, len(results))
        out.append((wins / len(results), low, high))
    return out


def lead(result: GameResult) -> int:
    """How far the best score is ahead of the second best."""
    top, second = sorted(result.scores, reverse=True)[:2]
    return top - second


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def interval(low: float, high: float) -> str:
    return f"{100 * low:.1f}–{100 * high:.1f}%"


def first_player_verdict(rate: float, low: float, high: float, fair: float) -> str:
    if low > fair:
        return f"an advantage to the first player (a fair seat wins {percent(fair)})"
    if high < fair:
        return f"a disadvantage to the first player (a fair seat wins {percent(fair)})"
    return f"no advantage detectable: the interval holds the fair {percent(fair)}"


def plot_seats(game: str, studies: dict[Study, list[GameResult]], path: Path) -> None:
    bots = sorted({s.label for s in studies}, key=["random", "greedy", "mcts"].index)
    counts = sorted({s.players for s in studies})
    fig, axes = plt.subplots(
        1, len(bots), figsize=(4.2 * len(bots), 3.6), squeeze=False, sharey=True
    )
    for ax, bot in zip(axes[0], bots, strict=True):
        for players in counts:
            study = next((s for s in studies if s.label == bot and s.players == players), None)
            if study is None:
                continue
            rates = seat_rates(studies[study])
            xs = [players + (seat - (players - 1) / 2) * 0.16 for seat in range(players)]
            for seat, (x, (rate, low, high)) in enumerate(zip(xs, rates, strict=True)):
                ax.errorbar(
                    [x],
                    [100 * rate],
                    yerr=[[100 * (rate - low)], [100 * (high - rate)]],
                    fmt="o",
                    capsize=2,
                    color="tab:red" if seat == 0 else "tab:blue",
                )
            ax.hlines(100 / players, players - 0.45, players + 0.45, colors="grey", linestyles=":")
        ax.set_title(f"{bot} self-play")
        ax.set_xticks(counts)
        ax.set_xlim(min(counts) - 0.6, max(counts) + 0.6)
        ax.set_xlabel("players (seats left to right; first seat in red)")
    axes[0][0].set_ylabel("win rate, % (95% interval)")
    fig.suptitle(f"{junkspace.GAMES[game].title}: win rate by seat (dotted: a fair seat)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_player_counts(game: str, studies: dict[Study, list[GameResult]], path: Path) -> None:
    bots = sorted({s.label for s in studies}, key=["random", "greedy", "mcts"].index)
    fig, axes = plt.subplots(1, 3, figsize=(13, 3.6))
    for bot, colour in zip(bots, ("tab:grey", "tab:blue", "tab:green"), strict=False):
        rows = sorted((s.players, studies[s]) for s in studies if s.label == bot)
        counts = [p for p, _ in rows]
        per_seat = [[r.length / r.players for r in results] for _, results in rows]
        best = [[max(r.scores) for r in results] for _, results in rows]
        margin = [
            [sorted(r.scores)[-1] - sorted(r.scores)[-2] for r in results] for _, results in rows
        ]
        for ax, values in zip(axes, (per_seat, best, margin), strict=True):
            ax.plot(counts, [statistics.mean(v) for v in values], "o-", color=colour, label=bot)
            ax.fill_between(
                counts,
                [statistics.quantiles(v, n=4)[0] for v in values],
                [statistics.quantiles(v, n=4)[2] for v in values],
                color=colour,
                alpha=0.15,
            )
    titles = ("decisions per seat", "winning score", "winner's lead over second")
    for ax, title in zip(axes, titles, strict=True):
        ax.set_title(title)
        ax.set_xlabel("players")
        ax.set_xticks(sorted({s.players for s in studies}))
    axes[0].legend()
    fig.suptitle(
        f"{junkspace.GAMES[game].title}: what the table size changes (mean; quartiles shaded)"
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def junk_orbit_turns(studies: dict[Study, list[GameResult]]) -> list[str]:
    """Junk Orbit: turns per seat and who triggers the end, read off the replayed games.

    The end comes when a city cannot be refilled; then every *other* player takes one final
    turn. Seats before the trigger in turn order thus play one turn more than the seats after
    it, and seat 0 is never after anybody.
    """
    lines = [
        "",
        "### Turns and the end",
        "",
        "Turns played per game by each seat (a turn is a launch or a drift), and how often "
        "each seat's turn triggered the end (a city its pile could not refill):",
        "",
        "| bot | players | turns per seat | end triggered by seat |",
        "|---|---|---|---|",
    ]
    for study, results in studies.items():
        turns = [0] * study.players
        triggers = [0] * study.players
        for result in results:
            record = GameRecord.from_dict(result.record)
            for state, action in zip(record.states(), record.actions, strict=False):
                if str(action).split()[0] in ("launch", "drift"):
                    turns[state.current_player or 0] += 1
            for state in record.states():
                for event in state.events:
                    if event.kind == "pile_empty" and event["triggers_end"]:
                        triggers[event.seat or 0] += 1
        games = len(results)
        lines.append(
            f"| {study.label} | {study.players} | "
            + ", ".join(f"{t / games:.2f}" for t in turns)
            + " | "
            + ", ".join(percent(t / games) for t in triggers)
            + " |"
        )
    return lines


def hyperstellar_ends(studies: dict[Study, list[GameResult]]) -> list[str]:
    """Hyperstellar: how long games last and what ends them, read off the final positions.

    A game ends with the revolution in which a seat reaches 150 points, when one seat is
    left after the others ran out of researchers (no water for the upkeep), or at the
    revolution cap; the last position's ``game_over`` event names which.
    """
    reasons = ("points", "last_player", "revolution_cap")
    lines = [
        "",
        "### How the games end",
        "",
        "Revolutions per game, how each game ended (a seat reached 150 points, one seat was "
        "left when the others had lost all their researchers, or the revolution cap), and "
        "researchers lost for want of water per game:",
        "",
        "| bot | players | revolutions (mean, median) | 150 points | last player left | "
        "revolution cap | researchers lost |",
        "|---|---|---|---|---|---|---|",
    ]
    for study, results in studies.items():
        revolutions = []
        ends = dict.fromkeys(reasons, 0)
        lost = 0
        for result in results:
            states = result.replay().states()
            final = states[-1]
            assert isinstance(final, HyperstellarState)
            revolutions.append(final.revolution)
            for state in states:
                lost += sum(event.kind == "lost_researcher" for event in state.events)
            ends[next(e["reason"] for e in final.events if e.kind == "game_over")] += 1
        games = len(results)
        lines.append(
            f"| {study.label} | {study.players} | {statistics.mean(revolutions):.1f}, "
            f"{statistics.median(revolutions):g} | "
            + " | ".join(percent(ends[reason] / games) for reason in reasons)
            + f" | {lost / games:.2f} |"
        )
    return lines


def asteroid_belt_factions(studies: dict[Study, list[GameResult]]) -> list[str]:
    """Asteroid Belt: each faction's wins, points and victories by the goal.

    Every faction has its own seat (Purple plays first, Orange second, Green third and only at
    three players), its own favourite unit and prices, so a seat's figures are its faction's:
    turn order and faction cannot be told apart.
    """
    lines = [
        "",
        "### Factions",
        "",
        "Each faction has a fixed seat (Purple first, Orange second, Green third, at three "
        "players only), so the win rate by seat above is the win rate by faction, turn order "
        "and faction together. *By the goal* counts the games the faction won by reaching the "
        "goal; the others it won at the turn cap, on points.",
        "",
        "| bot | players | faction | wins | 95% interval | mean points | won by the goal |",
        "|---|---|---|---|---|---|---|",
    ]
    for study, results in studies.items():
        for seat, (rate, low, high) in enumerate(seat_rates(results)):
            faction = FACTIONS[seat].name
            points = statistics.mean(r.scores[seat] for r in results)
            by_goal = sum(not r.truncated and r.ranking[0] == (seat,) for r in results)
            lines.append(
                f"| {study.label} | {study.players} | {faction} | {percent(rate)} | "
                f"{interval(low, high)} | {points:.1f} | {percent(by_goal / len(results))} |"
            )
    return lines


#: Game-specific sections, appended to the first-player section.
EXTRAS: dict[str, Callable[[dict[Study, list[GameResult]]], list[str]]] = {
    "asteroid_belt": asteroid_belt_factions,
    "junk_orbit": junk_orbit_turns,
    "hyperstellar": hyperstellar_ends,
}


def variant_section(
    game: str, studies: dict[Study, list[GameResult]], args: argparse.Namespace
) -> list[str]:
    """The variant's seat win rates and mean scores, between the ``VARIANT_BLOCK`` markers."""
    variant = VARIANTS[game]
    info = junkspace.GAMES[game]
    names = info.state_class.seat_names[: info.max_players]
    lines = [
        VARIANT_BLOCK[0],
        "",
        f"## Variant: {variant.title}",
        "",
        variant.note,
        "",
        f"Greedy self-play with `--option {variant.option}`, {args.variant_games} games per "
        "table size: each seat's win rate (95% interval) and mean score.",
        "",
        "| bot | players | games | first seat verdict | " + " | ".join(names) + " |",
        "|---|---|---|---|" + "---|" * len(names),
    ]
    for study, results in studies.items():
        rates = seat_rates(results)
        verdict = first_player_verdict(*rates[0], 1 / study.players)
        cells = [
            f"{percent(rate)} ({interval(low, high)}), "
            f"{statistics.mean(r.scores[seat] for r in results):.1f} pts"
            for seat, (rate, low, high) in enumerate(rates)
        ]
        cells += [""] * (len(names) - study.players)
        lines.append(
            f"| {study.label} | {study.players} | {len(results)} | {verdict} | "
            + " | ".join(cells)
            + " |"
        )
    lines += [
        "",
        "Rewritten alone by `python docs/balance/make_report.py "
        f"{game} --variant-only --seed {args.seed} --variant-games {args.variant_games}`.",
        "",
        VARIANT_BLOCK[1],
    ]
    return lines


def with_variant(text: str, section: list[str]) -> str:
    """``text`` with its variant section replaced, or put before the player-count effects."""
    block = "\n".join(section)
    if VARIANT_BLOCK[0] in text and VARIANT_BLOCK[1] in text:
        start = text.index(VARIANT_BLOCK[0])
        end = text.index(VARIANT_BLOCK[1]) + len(VARIANT_BLOCK[1])
        return text[:start] + block + text[end:]
    heading = "## Player-count effects"
    if heading not in text:
        raise SystemExit(f"the report has no {heading!r} section to put the variant before")
    at = text.index(heading)
    return text[:at] + block + "\n\n" + text[at:]


#: Hand-written reading of the figures, kept when the report is rewritten.
ANALYSIS = ("<!-- analysis: kept by make_report.py -->", "<!-- end of analysis -->")


def kept_analysis(path: Path) -> list[str]:
    """The hand-written analysis block of an existing report, markers included."""
    if not path.exists():
        return [ANALYSIS[0], "", ANALYSIS[1]]
    text = path.read_text(encoding="utf-8")
    if ANALYSIS[0] not in text or ANALYSIS[1] not in text:
        return [ANALYSIS[0], "", ANALYSIS[1]]
    start = text.index(ANALYSIS[0])
    end = text.index(ANALYSIS[1]) + len(ANALYSIS[1])
    return text[start:end].splitlines()


def report(
    game: str,
    studies: dict[Study, list[GameResult]],
    args: argparse.Namespace,
    analysis: list[str],
) -> str:
    info = junkspace.GAMES[game]
    state_class = info.state_class
    first = state_class.seat_names[0]
    lines = [
        f"# {info.title}: balance",
        "",
        "*Written by `docs/balance/make_report.py` from seeded self-play simulations; rerun "
        f"`python docs/balance/make_report.py {game}` to check or extend it "
        "(see the end of this page).*",
        "",
        "Self-play puts the same bot in every seat, so a seat that wins more than its fair "
        "share wins because of where it sits. Three bots play: **random** (the game's "
        "structure alone), **greedy** (a sensible, deterministic player; "
        "see [bots](../bots.md)) and, where given, **MCTS** (the strongest). Win rates are "
        "win shares (a shared win counts 1/k to each of k winners) with Wilson 95% intervals.",
        "",
        "| bot | players | games |",
        "|---|---|---|",
    ]
    for study in studies:
        lines.append(f"| `{study.bot}` | {study.players} | {len(studies[study])} |")
    lines += ["", *analysis]
    lines += [
        "",
        "## First-player advantage",
        "",
        f"![win rate by seat]({game}-seats.png)",
        "",
        f"Seat 0 ({first}) plays first. Its win rate against the fair share `1/players`:",
        "",
        "| bot | players | first seat wins | 95% interval | fair share | verdict |",
        "|---|---|---|---|---|---|",
    ]
    for study, results in studies.items():
        rate, low, high = seat_rates(results)[0]
        fair = 1 / study.players
        verdict = first_player_verdict(rate, low, high, fair)
        lines.append(
            f"| {study.label} | {study.players} | {percent(rate)} | {interval(low, high)} | "
            f"{percent(fair)} | {verdict} |"
        )
    lines += [
        "",
        "Every seat, with its mean score:",
        "",
        "| bot | players | " + " | ".join(state_class.seat_names[: info.max_players]) + " |",
        "|---|---|" + "---|" * info.max_players,
    ]
    for study, results in studies.items():
        cells = []
        for seat, (rate, low, high) in enumerate(seat_rates(results)):
            score = statistics.mean(r.scores[seat] for r in results)
            cells.append(f"{percent(rate)} ({interval(low, high)}), {score:.1f} pts")
        cells += [""] * (info.max_players - study.players)
        lines.append(f"| {study.label} | {study.players} | " + " | ".join(cells) + " |")
    lines += EXTRAS.get(game, lambda studies: [])(studies)
    lines += [
        "",
        "## Player-count effects",
        "",
        f"![what the table size changes]({game}-players.png)",
        "",
        "| bot | players | decisions per game | per seat | winning score | winner's lead | "
        "scores (mean ± sd) | shared wins | ended by the turn cap |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for study, results in studies.items():
        lengths = [r.length for r in results]
        best = [max(r.scores) for r in results]
        leads = [lead(r) for r in results]
        scores = [s for r in results for s in r.scores]
        shared = sum(len(r.ranking[0]) > 1 for r in results)
        capped = sum(r.truncated for r in results)
        lines.append(
            f"| {study.label} | {study.players} | {statistics.mean(lengths):.1f} | "
            f"{statistics.mean(lengths) / study.players:.1f} | {statistics.mean(best):.1f} | "
            f"{statistics.mean(leads):.1f} | {statistics.mean(scores):.1f} ± "
            f"{statistics.pstdev(scores):.1f} | {percent(shared / len(results))} | "
            f"{percent(capped / len(results))} |"
        )
    lines += [
        "",
        "## How these figures were made",
        "",
        f"Generated on {datetime.date.today().isoformat()} on {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}, with",
        "",
        "```bash",
        f"python docs/balance/make_report.py {game} --seed {args.seed} "
        f"--random-games {args.random_games} --greedy-games {args.greedy_games} "
        f"--mcts-games {args.mcts_games} --mcts-players {' '.join(map(str, args.mcts_players))} "
        f"--mcts '{args.mcts}'"
        + (f" --variant-games {args.variant_games}" if game in VARIANTS else ""),
        "```",
        "",
        "Each study is `junkspace simulate GAME --players P --bots BOT --games N --seed S`; "
        f"its games are kept in `build/balance/{game}/` and replay with `junkspace replay`.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(junkspace.GAMES))
    parser.add_argument("--seed", type=int, default=1, help="the simulations' seed (1)")
    parser.add_argument("--random-games", type=int, default=2000, help="per table size (2000)")
    parser.add_argument("--greedy-games", type=int, default=600, help="per table size (600)")
    parser.add_argument("--mcts-games", type=int, default=100, help="per table size (100)")
    parser.add_argument(
        "--mcts-players", type=int, nargs="*", default=[2], help="table sizes for MCTS (2)"
    )
    parser.add_argument("--mcts", default="mcts:iterations=300", help="the MCTS spec")
    parser.add_argument(
        "--variant-games", type=int, default=200, help="greedy games of a variant (200)"
    )
    parser.add_argument(
        "--variant-only",
        action="store_true",
        help="play only the variant's games and rewrite only its section of the report",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--data", type=Path, default=None, help="where the games are kept")
    args = parser.parse_args(argv)

    info = junkspace.GAMES[args.game]
    counts = range(info.min_players, info.max_players + 1)
    data = args.data or ROOT / "build" / "balance" / args.game
    path = HERE / f"{args.game}.md"
    variant = VARIANTS.get(args.game)
    variants = {}
    if variant is not None and args.variant_games:
        tables = [Study("greedy", p, args.variant_games, variant.option) for p in counts]
        variants = {s: simulate(args.game, s, args.seed, args.jobs, data) for s in tables}
    if args.variant_only:
        if not variants:
            raise SystemExit(f"{args.game} has no variant to measure (or --variant-games is 0)")
        text = with_variant(
            path.read_text(encoding="utf-8"), variant_section(args.game, variants, args)
        )
        path.write_text(text, encoding="utf-8")
        print(f"rewrote the variant section of {path}", file=sys.stderr)
        return
    plan = [Study("random", p, args.random_games) for p in counts]
    plan += [Study("greedy", p, args.greedy_games) for p in counts]
    if args.mcts_games:
        plan += [Study(args.mcts, p, args.mcts_games) for p in args.mcts_players]
    studies = {study: simulate(args.game, study, args.seed, args.jobs, data) for study in plan}
    plot_seats(args.game, studies, HERE / f"{args.game}-seats.png")
    plot_player_counts(args.game, studies, HERE / f"{args.game}-players.png")
    text = report(args.game, studies, args, kept_analysis(path))
    if variants:
        text = with_variant(text, variant_section(args.game, variants, args))
    path.write_text(text, encoding="utf-8")
    print(f"wrote {HERE / args.game}.md and its plots", file=sys.stderr)


if __name__ == "__main__":
    main()
