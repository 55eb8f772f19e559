"""The pygame-ce client: scene stack, widgets, renderers and one view per game.

Only this package (and tools/) may import pygame; the rules never do.
"""
