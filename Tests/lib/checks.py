"""The tally of the Python test runners: one line per check, `ok` or
`FAIL` with what was found (cut at 2,000 characters), and the counts."""


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def expect(self, condition, name, detail=""):
        if condition:
            self.passed += 1
            print(f"ok    {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL  {name}{': ' + str(detail)[:2000] if detail else ''}", flush=True)
