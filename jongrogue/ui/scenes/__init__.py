"""The scenes of the app. Every scene takes the AppContext as its first argument; ``registry``
names them all and is the one way to build one."""
