"""Where the project and the shared material are."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
GEN_CORPUS = os.path.join(SHARED, "bench", "gen_corpus.py")
PARSE_ONLY = os.path.join(SHARED, "bench", "parse_only.py")
