"""The first-game tutorial: one guided voting round on the real table.

- ``texts``: every word it shows;
- ``start``: its fixed deal (a seed of the engine, four seats, three ``easy`` AI),
  starting it (never saved, never counted) and the offer made on the first start;
- ``dialog``: the small dialog scene it asks its questions with (the first-start offer,
  skipping, what next once round 1 is counted).

The coach itself (the bubbles over the table) is ``guildes.ui.table.coach``: the table
scene runs it when it is opened with ``tutorial=True``.
"""
