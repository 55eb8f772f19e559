"""Star Quest view (see view.py)."""
