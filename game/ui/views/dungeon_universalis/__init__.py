"""Dungeon Universalis: the heroes\x27 board against the JOA."""
