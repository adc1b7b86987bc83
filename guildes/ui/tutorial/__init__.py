"""The first-game tutorial: a guided game on the real table (round 1 move by move, then,
if the player plays on, what rounds 2 and 3 add).

- ``texts``: every word it shows;
- ``start``: its fixed deal (a seed of the engine, four seats, three ``easy`` AI),
  starting it (never saved, never counted) and the offer made on the first start;
- ``dialog``: the small dialog scene it asks its questions with (the first-start offer,
  skipping, playing on or what next once round 1 is counted).

The coach itself (the bubbles over the table) is ``guildes.ui.table.coach``: the table
scene runs it when it is opened with ``tutorial=True``.
"""
