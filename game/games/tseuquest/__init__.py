"""TseuQuest: a classic dungeon crawl against the Evil Wizard (rulebook 000)."""
