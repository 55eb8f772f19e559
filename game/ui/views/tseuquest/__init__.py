"""The tseuquest view package: see view.py."""
