"""A picture of an encoded observation, for ``render_mode="rgb_array"``.

junkspace has no painter yet that turns a board into pixels, so the PettingZoo environment
shows what one seat sees: each part of the observation vector is a block of cells (its
longer side across), one colour per part, brighter where the value is higher. This function
is the one place to change once a board picture can be rendered to pixels.

>>> from junkspace.interop.observations import Layout
>>> layout = Layout((("board", (2, 3)), ("turn", (2,))))
>>> image = picture(layout, np.linspace(0, 1, 8, dtype=np.float32), cell=2)
>>> image.shape, image.dtype                  # 2 + 1 rows of cells and a gap, 3 wide
((8, 6, 3), dtype('uint8'))
"""

from __future__ import annotations

from .extras import missing_extra
from .observations import Layout

try:
    import numpy as np
except ImportError as error:
    raise missing_extra(__name__, error) from error

__all__ = ["picture"]

# The Okabe–Ito colours, told apart by colour-blind readers too.
_COLOURS = np.array(
    [(86, 180, 233), (230, 159, 0), (0, 158, 115), (240, 228, 66), (0, 114, 178), (213, 94, 0)]
)
_BACKGROUND = np.array([24, 28, 40])


def picture(layout: Layout, vector: np.ndarray, cell: int = 4) -> np.ndarray:
    """An RGB image (height × width × 3, uint8) of ``vector``, ``cell`` pixels per value."""
    blocks = []
    for index, view in enumerate(layout.views(vector).values()):
        grid = view.reshape(view.shape[0] if view.ndim > 1 else 1, -1)
        if grid.shape[0] > grid.shape[1]:  # lying down, the picture is wider than tall
            grid = grid.T
        colour = _COLOURS[index % len(_COLOURS)]
        blocks.append(_BACKGROUND + grid[..., None] * (colour - _BACKGROUND))
    width = max(block.shape[1] for block in blocks)
    gap = np.broadcast_to(_BACKGROUND, (1, width, 3))
    rows = []
    for block in blocks:
        padding = np.broadcast_to(_BACKGROUND, (block.shape[0], width - block.shape[1], 3))
        rows.extend([gap, np.concatenate([block, padding], axis=1)])
    image: np.ndarray = np.concatenate(rows[1:]).round().astype(np.uint8)
    return image.repeat(cell, axis=0).repeat(cell, axis=1)
