"""Corpora made by Tests/Fixtures/bench/gen_corpus.py, kept between runs (they are deterministic)."""
import os
import shutil
import subprocess
import sys

from .paths import GEN_CORPUS


def generate(out, screens, elements=200, seed=1):
    """The folder of a corpus of `screens` screens of `elements` elements, made once."""
    folder = os.path.join(out, f"corpus-{screens}x{elements}-seed{seed}")
    done = os.path.join(folder, ".complete")
    if not os.path.exists(done):
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([sys.executable, GEN_CORPUS, folder, "--screens", str(screens), "--elements", str(elements),
                        "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL)
        # A dotfile: neither `check` nor the daemon reads it.
        open(done, "w").close()
    return folder


def size_bytes(folder):
    return sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(folder) for f in fs if f.endswith(".json"))


def count_screens(folder):
    return sum(1 for _, _, fs in os.walk(folder) for f in fs if f.endswith(".json"))
