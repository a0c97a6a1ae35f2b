"""The baseline of the Interface Builder benchmark: Python's xml.etree.ElementTree (expat)
merely parsing every .storyboard and .xib under a folder."""
import os
import sys
import xml.etree.ElementTree as ElementTree

count = 0
for folder, _, names in os.walk(sys.argv[1]):
    for name in names:
        if name.endswith((".storyboard", ".xib")):
            ElementTree.parse(os.path.join(folder, name))
            count += 1
if count == 0:
    sys.exit("no documents found")
