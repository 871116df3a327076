from jongrogue.system import startcode, startgc, startimports

startgc.hold()  # before the app's imports: no collections while the app starts
startcode.hold()  # and the dataclasses' methods compiled by an earlier start
startimports.hold()  # and modules the first frame does not use run when first used
from jongrogue.app import main  # noqa: E402

raise SystemExit(main())
