"""AI players for Guildes: agents that play from a seat view, and the arena."""
