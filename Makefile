# sdui-term: build, test, demo and check.
# `make test` and `make demo` install what they need when it is missing.

SWIFT ?= swift
# Debug builds keep line tables only: backtraces still name files and lines, and a fresh build takes
# about 24 s less on two cores (177 s against 201 s) than with full debug information.
DEBUG_FLAGS ?= -Xswiftc -gline-tables-only
BIN_DIR = $(shell $(SWIFT) build $(DEBUG_FLAGS) --show-bin-path 2>/dev/null)
BIN = $(BIN_DIR)/sdui-term
SCREENS = $(shell find Screens -name '*.json' | LC_ALL=C sort)
# Runs a suite and prints how long it took (`time: NAME 12.3 s`).
TIMED = Tests/lib/timed.sh
SYSTEM_PACKAGES = libncurses-dev ncurses-term pkg-config tmux python3 libchafa-dev libglib2.0-dev libpng-dev libcurl4-openssl-dev libre2-dev \
	libturbojpeg0-dev libgif-dev libwebp-dev libjavascriptcoregtk-4.1-dev libcmark-gfm-dev libcmark-gfm-extensions-dev neovim \
	libfreetype-dev fonts-dejavu-core

.PHONY: all build test test-quick demo check format lint lint-sources api clean deps install uninstall yoga-venv yoga-boxes \
	yoga-trees yoga-fuzz example docs bench bench-smoke fuzz soak dist dist-test check-venv agent-venv

all: build

## deps: install the Debian packages the project needs (apt-get, with sudo when not root)
deps:
	@if command -v dpkg >/dev/null 2>&1; then \
	  missing=""; \
	  for package in $(SYSTEM_PACKAGES); do \
	    dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    echo "installing:$$missing"; \
	    if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	    $$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  fi; \
	else \
	  echo "not a Debian system: make sure $(SYSTEM_PACKAGES) are installed"; \
	fi

## build: debug build of the library targets and the sdui-term executable
build:
	$(SWIFT) build $(DEBUG_FLAGS)

## test: every test, from one build of the package with its tests, the benchmark and the example app: the
## lint first (swift-format, declared dependencies equal to imports; the build makes every compiler warning an
## error), then the suites side by side, TEST_JOBS at a time (make -j; each suite's output comes together when
## it ends, with its count and `time: NAME N s`; a failing suite fails the run once the others have ended):
## the unit tests (the contrast audit in a process of its own), the command-line tests and the invocation
## matrix, the flows, the interactive terminal under tmux (with its live reload against real HTTP and websocket servers), the hostile-input corpus, the contrast audit of
## every screen, a short soak, `check` of Screens/ and of broken screens in each format (its SARIF validated
## against the schema), the example app's own sdui-term, `sdui-term lsp` in a headless Neovim session, a2a-sdk's A2A agent talked to (Tests/agents) and
## the benchmarks once at small sizes. Each runner's crash guard fails it when any process it ran died by a signal or printed
## "Program crashed"
TEST_JOBS ?= 4
# The longest first, so that the short ones fill in beside them.
SUITES = soak unit-contrast unit contrast hostile tmux anywhere bench-smoke flows serve-limits cli same-frame tmux-demo tmux-live \
	private-network readme check example-run lsp agents mcp
UNIT = Tests/lib/unit.sh $(BIN_DIR)/sdui-termPackageTests.xctest
test: deps
	@[ -d ../shared/conformance ] || echo "note: ../shared is not beside the package: the suites and snapshots of its \
	conformance screens, and its screens in the contrast audit, are skipped"
	$(TIMED) lint $(MAKE) --no-print-directory lint-sources
	$(TIMED) build $(SWIFT) build $(DEBUG_FLAGS) --build-tests
	@$(MAKE) --no-print-directory -k -j$(TEST_JOBS) --output-sync=target $(addprefix suite-,$(SUITES))

## test-quick: the inner loop for a common change, about a minute after an incremental build: the lint, the
## unit tests but the contrast audit and the 1,000-tree Yoga differential, the command-line tests and the flows
test-quick: lint-sources
	$(TIMED) build $(SWIFT) build $(DEBUG_FLAGS) --build-tests
	@$(MAKE) --no-print-directory -k -j3 --output-sync=target suite-unit-quick suite-cli suite-flows

# One suite each; `make suite-NAME` runs one alone after a build.
suite-unit:
	@$(TIMED) unit $(UNIT) --skip ContrastAuditTests
suite-unit-contrast:
	@$(TIMED) unit-contrast $(UNIT) --filter ContrastAuditTests
suite-unit-quick:
	@$(TIMED) unit-quick $(UNIT) --skip ContrastAuditTests --skip YogaDifferentialTests
suite-cli:
	@$(TIMED) cli Tests/cli/run.sh $(BIN)
suite-anywhere:
	@$(TIMED) anywhere Tests/cli/anywhere.sh $(BIN)
suite-readme:
	@$(TIMED) readme Tests/cli/readme.sh $(BIN)
suite-flows:
	@$(TIMED) flows Tests/cli/flows.sh $(BIN)
suite-tmux:
	@$(TIMED) tmux Tests/tmux/run.sh $(BIN)
suite-tmux-demo:
	@$(TIMED) tmux-demo Tests/tmux/demo.sh $(BIN)
suite-tmux-live: check-venv
	@$(TIMED) tmux-live Tests/tmux/live-reload.sh $(BIN) $(CHECK_PYTHON)
suite-same-frame:
	@$(TIMED) same-frame Tests/tmux/same-frame.sh $(BIN)
suite-hostile:
	@$(TIMED) hostile python3 Tests/hostile/run.py $(BIN)
suite-private-network:
	@$(TIMED) private-network python3 Tests/hostile/private_network.py $(BIN)
suite-serve-limits:
	@$(TIMED) serve-limits python3 Tests/hostile/serve_limits.py $(BIN)
suite-contrast:
	@$(TIMED) contrast python3 Tests/contrast/run.py $(BIN)
suite-soak:
	@$(TIMED) soak python3 Tests/soak/run.py $(BIN) 400 15
suite-check: check-venv
	@$(TIMED) check $(CHECK_PYTHON) Tests/check/run.py $(BIN)
suite-lsp:
	@$(TIMED) lsp python3 Tests/lsp/run.py $(BIN)
suite-agents: agent-venv
	@$(TIMED) agents $(AGENT_PYTHON) Tests/agents/run.py $(BIN)
suite-mcp: agent-venv
	@$(TIMED) mcp $(AGENT_PYTHON) Tests/mcp/run.py $(BIN)
suite-example-run:
	@$(TIMED) example-run Examples/CustomComponents/run.sh $(BIN_DIR)/my-sdui-term
suite-bench-smoke:
	@$(TIMED) bench-smoke $(BIN_DIR)/SDUIBench --smoke --conformance $(CURDIR)/../shared/conformance --binary $(BIN) \
	  --screens $(CURDIR)/Screens

## demo: the main job on the bundled demo: check the screens, then `sdui-term demo` (the demo
## backend and the navigator at its index); without a terminal, walk the store headless instead
demo: deps build
	$(BIN) check --library demo --library store $(SCREENS)
	@if [ -t 0 ] && [ -t 1 ]; then $(BIN) demo; else \
	  $(BIN) serve Screens --port 0 2>.build/demo-serve.log & server=$$!; \
	  for i in $$(seq 100); do port=$$(sed -n 's|.*127.0.0.1:\([0-9]*\)/.*|\1|p' .build/demo-serve.log); \
	    [ -n "$$port" ] && break; sleep 0.1; done; \
	  for keys in "" "Enter" "Enter Tab Enter" "Enter Tab Enter Enter"; do \
	    echo; echo "== http://127.0.0.1:$$port/index after keys: $$keys"; \
	    $(BIN) render --library store --size 100x20 --keys "$$keys" http://127.0.0.1:$$port/index; done; \
	  kill $$server; \
	  echo; echo "(no terminal: run '$(BIN) demo' in one to walk every flow)"; fi

## example: Examples/CustomComponents as an app team builds it: a package that depends on sdui-term
## by URL and version (a clone of this repository's HEAD, tagged with its version) and builds its own
## sdui-term with its component, action and operation registered; then runs it (Examples/CustomComponents/run.sh).
## A second build of everything, so not part of make test, which builds the same sources with the package
## under their own package name (the public API only, as here) and runs them the same way
EXAMPLE_UPSTREAM = .build/example-upstream/sdui-term
EXAMPLE_VERSION = $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/SDUINetwork/Version.swift)
example:
	rm -rf $(EXAMPLE_UPSTREAM) && git clone -q . $(EXAMPLE_UPSTREAM) && git -C $(EXAMPLE_UPSTREAM) tag $(EXAMPLE_VERSION)
	@git diff --quiet HEAD -- Sources Package.swift || echo "example: note: it builds HEAD, not the uncommitted changes"
	@# SwiftPM keeps a checkout of the version it resolved before, even when the tag now names another
	@# commit: start the example's dependencies afresh when it is not the clone's HEAD.
	@cd Examples/CustomComponents && [ ! -d .build/checkouts/sdui-term ] || \
	  [ "$$(git -C .build/checkouts/sdui-term rev-parse HEAD 2>/dev/null)" = "$$(git -C ../../$(EXAMPLE_UPSTREAM) rev-parse HEAD)" ] || \
	  { echo "example: the tagged clone moved on; resetting the example's dependencies"; $(SWIFT) package reset; rm -f Package.resolved; }
	cd Examples/CustomComponents && $(SWIFT) build -q --disable-dependency-cache
	Examples/CustomComponents/run.sh Examples/CustomComponents/.build/debug/my-sdui-term

## docs: the DocC documentation of the public API (the SDUITerm product and the engine's modules) as one
## static site in .build/docs, through swift-docc-plugin; open .build/docs/documentation/sduiterm/index.html
## through a web server, e.g. `python3 -m http.server -d .build/docs`
DOC_TARGETS = SDUITerm SDUIDocument SDUICore SDUILayout SDUIRender SDUIInteraction
docs:
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	  $(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
	  --output-path .build/docs --transform-for-static-hosting
	@echo "docs: .build/docs (serve it: python3 -m http.server -d .build/docs, then /documentation/)"

## bench: the performance figures in release mode against their baselines, as a table and as
## .build/bench.json (Benchmarks/Sources/SDUIBench, a target of the package on the engine alone). It
## builds sdui-term and the benchmark in release mode and installs stretchable (Taffy) in a venv for
## figure 5's baseline; figure 13 times the binary make dist packages, when it has been built.
TAFFY_VENV = .build-taffy-venv
RELEASE_DIR = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
bench: deps
	@[ -x $(TAFFY_VENV)/bin/python ] || python3 -m venv $(TAFFY_VENV)
	@$(TAFFY_VENV)/bin/python -c 'import stretchable' 2>/dev/null || $(TAFFY_VENV)/bin/pip install -q stretchable==1.1.8
	$(SWIFT) build -c release -q --product sdui-term
	$(SWIFT) build -c release -q --product SDUIBench
	$(RELEASE_DIR)/SDUIBench --conformance $(CURDIR)/../shared/conformance --json .build/bench.json \
	  --binary $(RELEASE_DIR)/sdui-term --screens $(CURDIR)/Screens --taffy-python $(CURDIR)/$(TAFFY_VENV)/bin/python \
	  --static-binary $(CURDIR)/.build-dist/dist-work/stage/bin/sdui-term

## bench-smoke: every benchmark workload once at small sizes, enforcing nothing (part of `make test`);
## the whole-process figures run the debug sdui-term, and figure 5 runs without Taffy
bench-smoke: build suite-bench-smoke

## fuzz: libFuzzer targets (-sanitize=fuzzer,address) for the JSON parser, the expression parser and evaluator,
## the whole pipeline with keys, and the picture decoders with Chafa: replays Fuzz/Regressions/, then runs each
## for FUZZ_SECONDS (default 300) from a corpus seeded with Screens/, ../shared/conformance/ and the pictures
FUZZ_SECONDS ?= 300
fuzz: deps
	Fuzz/run.sh $(FUZZ_SECONDS)

## soak: 100,000 random keys over every demo flow against `serve` (headless, 7,700 a flow), then ten minutes of
## random keys in the interactive terminal under tmux; no crash, no hang, memory growing < 10% after warm-up
soak: deps build
	python3 Tests/soak/run.py $(BIN) 7700 600

## check: report every problem in the bundled screens
check: build
	$(BIN) check --library demo --library store $(SCREENS)

## check-venv: Python's jsonschema and websockets (from PyPI, pinned) in a venv: the check suite's SARIF validation
## against the SARIF 2.1.0 schema that Tests/check keeps (so the schema needs no network), and the live-reload
## suite's hot-reload server
CHECK_VENV = .build-check-venv
CHECK_PYTHON = $(CHECK_VENV)/bin/python
check-venv:
	@[ -x $(CHECK_PYTHON) ] || python3 -m venv $(CHECK_VENV) 2>/dev/null || \
	  { rm -rf $(CHECK_VENV); $(MAKE) -s deps SYSTEM_PACKAGES=python3-venv && python3 -m venv $(CHECK_VENV); }
	@$(CHECK_PYTHON) -c 'import jsonschema, websockets' 2>/dev/null || \
	  $(CHECK_VENV)/bin/pip install -q jsonschema==4.26.0 websockets==17.4

## agent-venv: PyPI's a2a-sdk (its server), uvicorn and mcp, pinned, in a venv: the agents suite's A2A agent
## and MCP server
AGENT_VENV = .build-agent-venv
AGENT_PYTHON = $(AGENT_VENV)/bin/python
agent-venv:
	@[ -x $(AGENT_PYTHON) ] || python3 -m venv $(AGENT_VENV) 2>/dev/null || \
	  { rm -rf $(AGENT_VENV); $(MAKE) -s deps SYSTEM_PACKAGES=python3-venv && python3 -m venv $(AGENT_VENV); }
	@$(AGENT_PYTHON) -c 'import a2a.server.routes, uvicorn, mcp.server.fastmcp' 2>/dev/null || \
	  $(AGENT_VENV)/bin/pip install -q 'a2a-sdk[http-server]==1.3.0' uvicorn==0.55.0 mcp==1.27.2

## yoga-boxes: recompute Yoga's boxes for the Taffy layout fixtures (pyyoga in a venv)
YOGA_VENV = .build-yoga-venv
YOGA_PYTHON = $(YOGA_VENV)/bin/python
YOGA_TREES = Tests/SDUIRenderTests/Yoga
yoga-venv:
	@[ -x $(YOGA_PYTHON) ] || python3 -m venv $(YOGA_VENV) 2>/dev/null || \
	  { rm -rf $(YOGA_VENV); $(MAKE) -s deps SYSTEM_PACKAGES=python3-venv && python3 -m venv $(YOGA_VENV); }
	@$(YOGA_PYTHON) -c 'import pyyoga' 2>/dev/null || $(YOGA_VENV)/bin/pip install -q pyyoga==0.1.0

yoga-boxes: deps yoga-venv
	@if [ -d ../shared/conformance/layout/taffy-flex ]; then \
	  $(YOGA_PYTHON) Tests/SDUILayoutTests/Conformance/generate-yoga-boxes.py \
	    ../shared/conformance/layout/taffy-flex Tests/SDUILayoutTests/Conformance/yoga-boxes.json; \
	else echo "yoga-boxes: skipped: the Taffy fixtures (../shared/conformance/layout/taffy-flex) are not beside" \
	  "the package; the committed yoga-boxes.json stays as it is"; fi

## yoga-trees: write the 1,000 seeded random Beagle trees make test holds the layout to, with Yoga's boxes,
## and Yoga's boxes again for the regression trees (pyyoga in a venv)
yoga-trees: deps yoga-venv
	$(YOGA_PYTHON) Tests/yoga/differential.py fixtures $(YOGA_TREES)/random-trees.jsonl --first 1 --count 1000
	$(YOGA_PYTHON) Tests/yoga/differential.py refresh $(YOGA_TREES)/regressions.jsonl

## yoga-fuzz: N fresh random trees (default 10,000; SEED=S to repeat a run) laid out by sdui-term and by Yoga;
## every tree they disagree on is shrunk to a minimal one, printed as Beagle JSON and added to the regressions
N ?= 10000
yoga-fuzz: deps yoga-venv build
	$(YOGA_PYTHON) Tests/yoga/differential.py fuzz $(BIN) --count $(N) $(if $(SEED),--seed $(SEED)) \
	  --save $(YOGA_TREES)/regressions.jsonl

## format: format the Swift sources in place
format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples Benchmarks

## api: the public declarations of each target (what the SDUITerm and SDUIEngine products' users see; what the
## targets share is `package`), and each target's share of the library code
api:
	@grep -rcE '^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(nonisolated\s+)?(public|open)\s+[^-+=<[:space:]]' Sources --include=*.swift | \
	  awk -F: '{split($$1, path, "/"); count[path[2]] += $$2; total += $$2} \
	    END {for (target in count) if (count[target]) printf "%-16s %4d public\n", target, count[target]; \
	    printf "%-16s %4d public\n", "total", total}' | sort -k2 -n -r
	@for target in Sources/*/; do lines=$$(find $$target -name '*.swift' -exec cat {} + | wc -l); \
	  [ $$lines -gt 0 ] && echo "$$(basename $$target) $$lines"; done | \
	  awk '{lines[$$1] = $$2; total += $$2} END {for (t in lines) printf "%-16s %5d lines %5.1f%%\n", t, lines[t], \
	    100 * lines[t] / total}' | sort -k2 -n -r

## lint: fail on any formatting or style finding, on a target whose declared dependencies are not the
## modules it imports, and on any compiler warning: the package and its tests are built with every warning
## an error (Package.swift's `treatAllWarnings`), so a new warning stops the build
lint: lint-sources
	$(SWIFT) build $(DEBUG_FLAGS) --build-tests -q

## lint-sources: the lint without the build (make test lints first, then builds once)
lint-sources:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples Benchmarks Fuzz
	python3 Tests/lint/dependencies.py

## install: the release binary, its bash, zsh and fish completions, its man page and the demo's screens
## (share/sdui-term/Screens, which `sdui-term demo` serves) under PREFIX (default /usr/local; DESTDIR for
## staging); completions and the page come from argument-parser itself
PREFIX ?= /usr/local
INSTALL_FILES = bin/sdui-term share/bash-completion/completions/sdui-term share/zsh/site-functions/_sdui-term \
	share/fish/vendor_completions.d/sdui-term.fish share/man/man1/sdui-term.1
install: deps
	$(SWIFT) build -c release --product sdui-term
	$(SWIFT) package plugin generate-manual --configuration release
	@release=$$($(SWIFT) build -c release --show-bin-path); \
	page=$$(find .build/plugins -name sdui-term.1 -newer "$$release/sdui-term" | head -n 1); \
	[ -n "$$page" ] || { echo "install: generate-manual wrote no sdui-term.1"; exit 1; }; \
	root="$(DESTDIR)$(PREFIX)"; \
	install -D -m 755 "$$release/sdui-term" "$$root/bin/sdui-term" && \
	mkdir -p "$$root/share/bash-completion/completions" "$$root/share/zsh/site-functions" \
	  "$$root/share/fish/vendor_completions.d" && \
	"$$release/sdui-term" --generate-completion-script bash > "$$root/share/bash-completion/completions/sdui-term" && \
	"$$release/sdui-term" --generate-completion-script zsh > "$$root/share/zsh/site-functions/_sdui-term" && \
	"$$release/sdui-term" --generate-completion-script fish > "$$root/share/fish/vendor_completions.d/sdui-term.fish" && \
	install -D -m 644 "$$page" "$$root/share/man/man1/sdui-term.1" && \
	rm -rf "$$root/share/sdui-term/Screens" && mkdir -p "$$root/share/sdui-term" && \
	cp -R Screens "$$root/share/sdui-term/Screens" && find "$$root/share/sdui-term/Screens" -name '*.py' -delete && \
	for file in $(INSTALL_FILES) share/sdui-term/Screens; do echo "installed $$root/$$file"; done

## dist: the release binary with the Swift runtime linked in, as a Debian package (dpkg-deb; Depends from
## dpkg-shlibdeps, and JavaScriptCore) and a bin/ share/ tarball for other distributions, with their SHA-256
## sums, in .build-dist/packages (Packaging/dist.sh); the version is Version.swift's, which a tag on HEAD must match
DIST_PACKAGES = dpkg-dev libcurl4-openssl-dev
dist: deps
	@$(MAKE) -s deps SYSTEM_PACKAGES="$(DIST_PACKAGES)"
	Packaging/dist.sh

## dist-test: the package on a machine with no Swift: a fresh debootstrap'd Debian bookworm root, the .deb
## installed with apt-get in a chroot, then --version, render with a picture, check, the flows against serve,
## man and bash completion inside it (Packaging/dist-test.sh; root and the network; not part of make test)
dist-test: dist
	@$(MAKE) -s deps SYSTEM_PACKAGES="debootstrap"
	Packaging/dist-test.sh

## uninstall: remove what install put under PREFIX
uninstall:
	@for file in $(INSTALL_FILES); do \
	  if [ -e "$(DESTDIR)$(PREFIX)/$$file" ]; then rm -f "$(DESTDIR)$(PREFIX)/$$file" && echo "removed $(DESTDIR)$(PREFIX)/$$file"; fi; \
	done
	@if [ -d "$(DESTDIR)$(PREFIX)/share/sdui-term" ]; then rm -rf "$(DESTDIR)$(PREFIX)/share/sdui-term" && \
	  echo "removed $(DESTDIR)$(PREFIX)/share/sdui-term"; fi

## clean: remove build products
clean:
	rm -rf .build
