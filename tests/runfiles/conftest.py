import pytest

from jongrogue.sim.play import play_game


@pytest.fixture(scope="session")
def finished_run(tmp_path_factory):
    """A genuine finished run: the greedy bot plays seed 5 to its end; saved as a run file."""
    result = play_game(5)
    assert result.result in ("game_over", "victory")
    path = tmp_path_factory.mktemp("runs") / "bot5.jrlog"
    path.write_text(result.game.to_text(), encoding="utf-8")
    return path, result
