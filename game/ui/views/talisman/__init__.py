"""The Talisman view (see docs/ui.md)."""
