"""Dungeon Universalis against the JOA, the automated dark player."""
