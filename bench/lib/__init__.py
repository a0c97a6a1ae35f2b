"""The pieces of bench/run: building, corpora, measuring `check` and the daemon, reporting."""
