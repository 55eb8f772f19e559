"""The platformer view package: see view.py."""
