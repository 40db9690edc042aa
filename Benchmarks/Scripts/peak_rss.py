"""Runs a command with its output on /dev/null and prints its peak resident
memory in bytes.

The bench cannot read this from its own wait4: a child it spawns starts
from the bench's own memory mapping, whose high-water mark the kernel
carries across exec, so the figure would be the bench's. This small
process spawns the command instead, and its own few megabytes stay below
any command measured.

    python peak_rss.py COMMAND [ARGUMENT...]
"""

import resource
import subprocess
import sys

completed = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
if completed.returncode != 0:
    sys.exit(f"{sys.argv[1]} exited with status {completed.returncode}")
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)
