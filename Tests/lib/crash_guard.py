"""The crash guard of the Python test runners: a process that died by a
signal or printed "Program crashed" (Swift's backtracer) is written down,
and report() fails the run naming each command line."""

import shlex

MARK = b"Program crashed"


class CrashGuard:
    def __init__(self):
        self.crashes = []

    def note(self, command, status, output=b"", expected=()):
        """status: a subprocess returncode (negative: killed by that signal),
        or a shell's 128+N; None for a process the runner killed itself."""
        if isinstance(output, str):
            output = output.encode("utf-8", "replace")
        reasons = []
        if status is not None and status not in expected:
            if status < 0:
                reasons.append(f"died by signal {-status}")
            elif status >= 128:
                reasons.append(f"died by signal {status - 128}")
        if MARK in (output or b""):
            reasons.append("printed 'Program crashed'")
        if reasons:
            line = command if isinstance(command, str) else shlex.join(str(part) for part in command)
            self.crashes.append(f"{', '.join(reasons)}: {line}")

    def report(self):
        """Prints the crashed command lines; returns how many there were."""
        if self.crashes:
            print("FAIL: the crash guard: these command lines crashed:", flush=True)
            for crash in self.crashes:
                print(f"  {crash}", flush=True)
        return len(self.crashes)
