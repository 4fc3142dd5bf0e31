"""Which library should give the game states their type and their JSON? msgspec, pydantic, cattrs.

Run it with ``python tests/benchmarks/bench_codecs.py``. It is a benchmark, not a test: it
prints figures (the best of several runs, in microseconds of CPU per operation) and the
message each library gives for one wrong field deep inside a save. The same state shape is
written three ways: a real Junk Orbit position (four players, mid-game) with its turn step as
a tagged union and the checks the save needs (a bounded player count, names for senses):

- msgspec: frozen ``Struct`` classes with a cached hash, read by ``msgspec.convert``;
- pydantic: frozen ``BaseModel`` classes with a discriminated union;
- cattrs: frozen ``attrs`` classes, read by a ``cattrs`` converter with a tagged union.

Each library is timed on what the engine does with a state: build one from its fields (the
rules do it at every decision), hash and compare it (search does, millions of times), write
it to JSON data and read it back with every field checked (saves and records). ``import`` is
the CPU time to import the library in a fresh interpreter, which ``import junkspace`` pays.
docs/architecture.md records the figures and the choice.

``--saves`` times junkspace's own codecs instead: for a mid-game position of each game (Junk
Orbit at four players, Asteroid Belt and Hyperstellar at three), the CPU microseconds to write
the state as JSON data (``_to_dict``) and to read it back with every field and invariant checked
(``_from_dict``), and the CPU milliseconds of ``import junkspace`` in a fresh interpreter.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Annotated, Any, Literal, Union

import attrs
import cattrs
import msgspec
import pydantic
from cattrs.strategies import configure_tagged_union

import junkspace
import junkspace.core.codec

Sense = Literal["cw", "ccw"]


# -- msgspec -----------------------------------------------------------------------------------


class MsLaunching(msgspec.Struct, frozen=True, tag_field="step", tag="launch"):
    pass


class MsMoving(msgspec.Struct, frozen=True, tag_field="step", tag="move"):
    value: Annotated[int, msgspec.Meta(ge=1, le=6)]
    sense: Sense


class MsState(msgspec.Struct, frozen=True, cache_hash=True, forbid_unknown_fields=True):
    players: Annotated[int, msgspec.Meta(ge=2, le=5)]
    seed: int
    rng: int
    active: int
    phase: Union[MsLaunching, MsMoving]  # noqa: UP007 (msgspec reads the annotation at run time)
    ships: tuple[str, ...]
    cargo: tuple[tuple[str, ...], ...]
    deliveries: tuple[tuple[str, ...], ...]
    junk: tuple[tuple[str, ...], ...]
    piles: tuple[tuple[str, ...], ...]
    turn: int = 0
    final_turns: int | None = None
    ship_powers: bool = False


# -- pydantic ----------------------------------------------------------------------------------

# Lax mode: pydantic's strict mode refuses a list where a tuple is declared, and parsed JSON
# has lists. (Lax mode would also take "3" for an integer; msgspec and cattrs do not.)
_PD_CONFIG = pydantic.ConfigDict(frozen=True, extra="forbid")


class PdLaunching(pydantic.BaseModel):
    model_config = _PD_CONFIG
    step: Literal["launch"] = "launch"


class PdMoving(pydantic.BaseModel):
    model_config = _PD_CONFIG
    step: Literal["move"] = "move"
    value: Annotated[int, pydantic.Field(ge=1, le=6)]
    sense: Sense


class PdState(pydantic.BaseModel):
    model_config = _PD_CONFIG
    players: Annotated[int, pydantic.Field(ge=2, le=5)]
    seed: int
    rng: int
    active: int
    phase: Annotated[Union[PdLaunching, PdMoving], pydantic.Field(discriminator="step")]  # noqa: UP007
    ships: tuple[str, ...]
    cargo: tuple[tuple[str, ...], ...]
    deliveries: tuple[tuple[str, ...], ...]
    junk: tuple[tuple[str, ...], ...]
    piles: tuple[tuple[str, ...], ...]
    turn: int = 0
    final_turns: int | None = None
    ship_powers: bool = False


# -- cattrs ------------------------------------------------------------------------------------


@attrs.frozen
class AtLaunching:
    pass


@attrs.frozen
class AtMoving:
    value: int = attrs.field(validator=[attrs.validators.ge(1), attrs.validators.le(6)])
    sense: Sense = attrs.field(validator=attrs.validators.in_(("cw", "ccw")))


@attrs.frozen
class AtState:
    players: int = attrs.field(validator=[attrs.validators.ge(2), attrs.validators.le(5)])
    seed: int
    rng: int
    active: int
    phase: AtLaunching | AtMoving
    ships: tuple[str, ...]
    cargo: tuple[tuple[str, ...], ...]
    deliveries: tuple[tuple[str, ...], ...]
    junk: tuple[tuple[str, ...], ...]
    piles: tuple[tuple[str, ...], ...]
    turn: int = 0
    final_turns: int | None = None
    ship_powers: bool = False


CONVERTER = cattrs.Converter(forbid_extra_keys=True)
configure_tagged_union(
    AtLaunching | AtMoving,
    CONVERTER,
    tag_name="step",
    tag_generator={AtLaunching: "launch", AtMoving: "move"}.__getitem__,
)


# -- the position ------------------------------------------------------------------------------


def position() -> dict[str, Any]:
    """A real Junk Orbit position as field data: four players, a few turns in, moving."""
    state = junkspace.new_game("junk_orbit", players=4, seed=3)
    while not (state.turn >= 6 and type(state.phase).__name__ == "Moving"):
        state = state.apply(state.legal_actions()[0])
    data: dict[str, Any] = json.loads(state.to_json())["state"]
    data["junk"] = list(data["junk"].values())
    data["piles"] = list(data["piles"].values())
    return data


def as_fields(data: dict[str, Any], phases: dict[str, type]) -> dict[str, Any]:
    """``data`` as constructor arguments: tuples, and the phase built."""
    fields = {k: tuple(map(tuple, v)) if isinstance(v, list) else v for k, v in data.items()}
    fields["ships"] = tuple(data["ships"])
    phase = dict(data["phase"])
    step = phase.pop("step")
    fields["phase"] = phases[step](**phase)
    return fields


def best(operation: Callable[[], object], seconds: float) -> float:
    """CPU microseconds per call of ``operation``: the best of a few timed batches."""
    number, runs = 200, []
    while True:
        start = time.process_time()
        for _ in range(number):
            operation()
        took = time.process_time() - start
        if took > seconds / 10:
            break
        number *= 4
    runs.append(took / number)
    for _ in range(4):
        start = time.process_time()
        for _ in range(number):
            operation()
        runs.append((time.process_time() - start) / number)
    return min(runs) * 1e6


def import_seconds(module: str, repeats: int = 5) -> float:
    """Median wall time of ``import module`` in fresh interpreters."""
    script = (
        f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    )
    return statistics.median(
        float(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True).stdout)
        for _ in range(repeats)
    )


def message(read: Callable[[dict[str, Any]], object], data: dict[str, Any]) -> str:
    """What a library says when one deep field is wrong: a number among the tile names."""
    bad = json.loads(json.dumps(data))
    bad["cargo"][1][0] = 3
    try:
        read(bad)
    except Exception as err:  # each library has its own error type
        if isinstance(err, cattrs.BaseValidationError):
            return "; ".join(cattrs.transform_error(err))
        return " ".join(str(err).split())
    return "(accepted)"


#: The positions ``--saves`` times: a game, its table size, and the decisions played into it.
SAVED_POSITIONS = (("junk_orbit", 4, 40), ("asteroid_belt", 3, 120), ("hyperstellar", 3, 120))


def saved_position(game: str, players: int, decisions: int) -> junkspace.GameState:
    """A seeded position ``decisions`` into a game of random legal moves (or its end)."""
    chooser = random.Random(7)
    state = junkspace.new_game(game, players=players, seed=7)
    for _ in range(decisions):
        if state.is_over:
            break
        state = state.apply(chooser.choice(state.legal_actions()))
    return state


def import_cpu_ms(repeats: int = 5) -> float:
    """Median CPU milliseconds of ``import junkspace`` in fresh interpreters."""
    script = "import time as t; s = t.process_time(); import junkspace; print(t.process_time() - s)"
    return 1000 * statistics.median(
        float(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True).stdout)
        for _ in range(repeats)
    )


def time_saves(seconds: float) -> None:
    """Print the CPU cost of writing and reading each game's save, and of ``import junkspace``."""
    print("junkspace saves, CPU microseconds per call, best of 5 (lower is better)\n")
    print(f"{'':<16}{'_to_dict':>12}{'_from_dict':>12}")
    for game, players, decisions in SAVED_POSITIONS:
        state = saved_position(game, players, decisions)
        data = state._to_dict()
        assert type(state)._from_dict(data) == state
        write = best(state._to_dict, seconds)
        read = best(lambda: type(state)._from_dict(data), seconds)  # noqa: B023 (used at once)
        print(f"{f'{game} {players}p':<16}{write:>12.1f}{read:>12.1f}", flush=True)
    print(f"\nimport junkspace: {import_cpu_ms():.1f} ms of CPU (median of 5)")


def _operations(
    build: Callable[[], Any], encode: Callable[[Any], object], decode: Callable[[], object]
) -> dict[str, Callable[[], object]]:
    """The operations timed for one library, given how it builds, writes and reads a state."""
    one, other = build(), build()
    return {
        "construct": build,
        "hash, new": lambda: hash(build()),  # the first hash of a state (includes building it)
        "hash, again": lambda: hash(one),  # search hashes the same states over and over
        "eq": lambda: one == other,  # two equal states, not the same object
        "encode": lambda: encode(one),
        "decode": decode,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="per figure (default 0.5)")
    parser.add_argument("--saves", action="store_true", help="time junkspace's own save codecs")
    args = parser.parse_args(argv)
    if args.saves:
        time_saves(args.seconds)
        return
    data = position()
    ms = as_fields(data, {"launch": MsLaunching, "move": MsMoving})
    pd = as_fields(data, {"launch": PdLaunching, "move": PdMoving})
    at = as_fields(data, {"launch": AtLaunching, "move": AtMoving})
    libraries = {
        "msgspec": _operations(
            lambda: MsState(**ms),
            msgspec.to_builtins,
            lambda: msgspec.convert(data, MsState, strict=True),
        ),
        "pydantic": _operations(
            lambda: PdState(**pd), PdState.model_dump, lambda: PdState.model_validate(data)
        ),
        "cattrs": _operations(
            lambda: AtState(**at), CONVERTER.unstructure, lambda: CONVERTER.structure(data, AtState)
        ),
    }
    readers: dict[str, Callable[[dict[str, Any]], object]] = {
        "msgspec": lambda d: msgspec.convert(d, MsState, strict=True),
        "pydantic": PdState.model_validate,
        "cattrs": lambda d: CONVERTER.structure(d, AtState),
    }
    versions = {
        "msgspec": msgspec.__version__,
        "pydantic": pydantic.VERSION,
        "cattrs": __import__("importlib.metadata").metadata.version("cattrs"),
    }
    # Everything below is checked once first: the three readers accept the position.
    for read in readers.values():
        read(data)
    rows = list(next(iter(libraries.values())))
    print("CPU microseconds per operation, best of 5 (lower is better); import in CPU ms\n")
    print(f"{'':<12}" + "".join(f"{name:>12}" for name in libraries))
    print(f"{'version':<12}" + "".join(f"{versions[name]:>12}" for name in libraries))
    for row in rows:
        cells = [best(libraries[name][row], args.seconds) for name in libraries]
        print(f"{row:<12}" + "".join(f"{cell:>12.2f}" for cell in cells), flush=True)
    imports = {"msgspec": "msgspec", "pydantic": "pydantic", "cattrs": "cattrs"}
    cells = [import_seconds(module) * 1000 for module in imports.values()]
    print(f"{'import':<12}" + "".join(f"{cell:>12.1f}" for cell in cells))
    print("\nThe message for cargo[1][0] = 3 (a number where a tile name belongs):")
    for name, read in readers.items():
        print(f"  {name}: {message(read, data)}")
    print(
        "  junkspace (msgspec + core/codec.py): "
        + message(lambda d: junkspace.core.codec.decode(d, MsState, "state"), data)
    )


if __name__ == "__main__":
    main()
