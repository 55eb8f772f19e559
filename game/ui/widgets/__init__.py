"""Light widgets of our own (no pygame_gui): drawn with the ui/ 9-slices and
the DejaVu fonts so they look like parts of a board game."""
from .base import Widget, draw_panel  # noqa: F401
from .buttons import Button, IconButton, Toggle  # noqa: F401
from .inputs import Cycler, Slider, Stepper, TextInput  # noqa: F401
from .lists import LogPanel, ScrollList  # noqa: F401
from .labels import Label, Panel  # noqa: F401
