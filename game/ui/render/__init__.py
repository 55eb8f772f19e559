"""Generic drawing pieces the per-game views share: Tiled maps, sprite
animations, tweens and dice."""
