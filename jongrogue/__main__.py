from jongrogue.system import startgc

startgc.hold()  # before the app's imports: no collections while the app starts
from jongrogue.app import main  # noqa: E402

raise SystemExit(main())
