"""Guildes: a desktop adaptation of the card game."""

__version__ = "0.1.0"
