"""Where the project and its copy of the shared material (Tests/Fixtures, kept by scripts/sync-fixtures) are."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")
GEN_CORPUS = os.path.join(FIXTURES, "bench", "gen_corpus.py")
PARSE_ONLY = os.path.join(FIXTURES, "bench", "parse_only.py")
