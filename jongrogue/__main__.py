from jongrogue.system import startcode, startgc

startgc.hold()  # before the app's imports: no collections while the app starts
startcode.hold()  # and the dataclasses' methods compiled by an earlier start
from jongrogue.app import main  # noqa: E402

raise SystemExit(main())
