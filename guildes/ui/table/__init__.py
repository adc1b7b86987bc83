"""The table: where a game is played and watched.

One job per module:

- ``scene``: the ``TableScene`` (who looks, the queue of animation steps, widgets,
  going to the curtain, the counts and the results by name);
- ``views``: ``TableViews``, what the table may draw (the public view and each seat's);
- ``narration``: the engine's happenings as lines of the game log;
- ``steps``: the animation steps, one small class per moment, each drawing itself;
- ``input``: keys and the mouse, and what lies under the pointer (a fan card, a card
  on a seat's table);
- ``drawing``: one frame of the table, from one view only.
"""

from guildes.ui.table.scene import TableScene

__all__ = ["TableScene"]
