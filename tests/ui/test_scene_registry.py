"""The scene registry names every screen, and every name builds: a scene module renamed or a class
renamed fails here rather than at the first click on it."""

import pytest

from jongrogue.ui.scene import Scene
from jongrogue.ui.scenes import registry


@pytest.mark.parametrize("name", sorted(registry.SCENES))
def test_every_registered_scene_resolves_to_a_scene(name):
    found = registry.scene_class(name)
    assert callable(found)
    if isinstance(found, type):
        assert issubclass(found, Scene)


def test_an_unknown_scene_is_a_key_error():
    with pytest.raises(KeyError):
        registry.scene_class("no_such_screen")
