"""Dice sprites and throws land on the given face."""
from game.ui.render.dice import DieThrow, face_sprite_name


def test_throw_ends_on_its_face_and_target():
    t = DieThrow("action", "jump", (500, 300), duration=1.0)
    t.update(0.3)
    assert not t.landed and t.state()[2] is not None       # tumbling
    t.update(1.0)
    pos, angle, frame = t.state()
    assert t.landed and frame is None and angle == 0
    assert (round(pos[0]), round(pos[1])) == (500, 300)


def test_face_sprite_names():
    assert face_sprite_name("action", "jump") == "dice/action_jump.png"
    assert face_sprite_name("enemy", "2") == "dice/enemy_2.png"
    assert face_sprite_name("d6", "4") == "dice/d6_4.png"
    assert face_sprite_name("special:fire", "x") == "dice/special_x.png"
