from jongrogue.app import main

raise SystemExit(main())
