"""Talisman rules tests: the helpers live in tl_helpers.py (this folder is put
on sys.path so every test module can import them)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
