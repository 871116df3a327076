from jongrogue.system import startup

startup.hold()  # before the app's imports (no collections, cached code and widths: system/startup.py)
from jongrogue.app import main  # noqa: E402

raise SystemExit(main())
