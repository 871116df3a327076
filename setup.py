"""Setuptools hook: ship the top-level assets/ folder inside the wheel as jongrogue/assets/
(jongrogue.system.resources looks there first), so an installed wheel finds tiles, icon and sheet layouts."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithAssets(build_py):
    def run(self):
        super().run()
        src = Path(__file__).resolve().parent / "assets"
        if src.is_dir() and not self.editable_mode:
            shutil.copytree(src, Path(self.build_lib) / "jongrogue" / "assets", dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithAssets})
