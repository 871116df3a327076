"""The benchmarks: every figure a ratio to a reference workload timed in the same run, printed
and never asserted (docs/PERFORMANCE.md). ``python -m jongrogue.bench [engine|ui|idle|advisor]``."""
