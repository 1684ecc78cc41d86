# One command to play, one to test. Both install libedit-dev first when pkg-config cannot find it
# (with sudo unless root); `make test` also installs tmux for the end-to-end prompt and playback
# tests, librsvg2-bin (rsvg-convert) and python3 for the export test, and man-db for the install test.
SWIFT ?= swift
# Installed executables carry no symbol table (about 60 % of an unstripped binary's bytes).
STRIP ?= strip
BIN := .build/debug/proscenium
# Piped output honours COLUMNS (ProsceniumFrontEnd.OutputWidth); the suite's transcripts are
# 80 columns wide whatever the shell that runs make exported.
unexport COLUMNS LINES
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Flags for every `swift build` and `swift test` here: one set, so no step rebuilds what another
# built. CI sets `-Xswiftc -gline-tables-only` (.ci/run): a fresh test build took 146 s instead of
# 176 s on the 2-core machine, and a crash's backtrace still names its lines. (Not
# `--disable-index-store`: on Linux the test build reads the index to find the tests.)
SWIFT_BUILD_FLAGS ?=

.PHONY: run test lint format build rewriter rewriter-test web-server web-server-test fuzz fuzz-build deps test-deps unit scenes e2e golden bench clean install install-check man install-files install-stage-files uninstall remove-listed docs
PREFIX ?= /usr/local
CONFIGURATION ?= release
# The Swift rewriter `load` runs (`proscenium-rewrite`) is a package of its own, so swift-syntax
# stays out of the main binary and its tests. It builds into .build/rewrite and is linked beside
# the binary it serves, where `load` finds it (as it finds the stage library).
REWRITE_PACKAGE = Tools/proscenium-rewrite
# The toolchain's own swift-syntax (SwiftSyntax and SwiftParser beside its macro plugins), when it
# has them: the rewriter builds against them instead of compiling swift-syntax (its Package.swift).
SWIFTC_PATH := $(shell command -v swiftc 2>/dev/null)
HOST_SWIFT_SYNTAX ?= $(if $(SWIFTC_PATH),$(shell d="$$(dirname "$$(readlink -f "$(SWIFTC_PATH)")")/../lib/swift/host"; \
	[ -d "$$d/SwiftParser.swiftmodule" ] && [ -f "$$d/libSwiftParser.so" ] && cd "$$d" && pwd))
export PROSCENIUM_HOST_SWIFT_SYNTAX = $(HOST_SWIFT_SYNTAX)
# A build folder of its own for each source of swift-syntax: one built from the package leaves
# modules the toolchain's would meet (`missing required module '_SwiftSyntaxCShims'`).
REWRITE_SCRATCH = $(if $(HOST_SWIFT_SYNTAX),.build/rewrite-host,.build/rewrite)
REWRITE_LOG = .build/rewriter-build.log
REWRITE_STATUS = .build/rewriter-build.status
# The stage page's server (`proscenium-web`, `proscenium web`) is a package of its own too, so
# SwiftNIO stays out of the main binary; linked beside it as the rewriter is.
WEB_PACKAGE = Tools/proscenium-web
WEB_SCRATCH = .build/web
WEB_LOG = .build/web-build.log
WEB_STATUS = .build/web-build.status
# `make fuzz`, run by `make test` in the background after the server (FUZZ_SECONDS a target).
FUZZ_LOG = .build/fuzz.log
FUZZ_STATUS = .build/fuzz.status

run: build
	@$(BIN)

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)
	@$(MAKE) --no-print-directory rewriter REWRITE_CONFIGURATION=debug
	@$(MAKE) --no-print-directory web-server REWRITE_CONFIGURATION=debug

# `proscenium-rewrite` in REWRITE_CONFIGURATION (default: CONFIGURATION), linked into
# .build/<configuration>/ beside `proscenium`.
REWRITE_CONFIGURATION ?= $(CONFIGURATION)
rewriter:
	@if [ Package.swift -nt $(REWRITE_SCRATCH)/$(REWRITE_CONFIGURATION).yaml ]; then rm -f $(REWRITE_SCRATCH)/$(REWRITE_CONFIGURATION).yaml; fi
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --package-path $(REWRITE_PACKAGE) --scratch-path $(REWRITE_SCRATCH) -c $(REWRITE_CONFIGURATION)
	@mkdir -p .build/$(REWRITE_CONFIGURATION)
	@ln -sf "$(CURDIR)/$(REWRITE_SCRATCH)/$(REWRITE_CONFIGURATION)/proscenium-rewrite" .build/$(REWRITE_CONFIGURATION)/proscenium-rewrite

# `proscenium-web` in REWRITE_CONFIGURATION, linked into .build/<configuration>/ beside `proscenium`.
# A nested package's build plan does not notice a change to the enclosing Package.swift (a new
# dependency of ProsceniumStagePage gave "no such module" until the plan was made again): the
# plan is dropped when Package.swift is newer than it.
web-server:
	@if [ Package.swift -nt $(WEB_SCRATCH)/$(REWRITE_CONFIGURATION).yaml ]; then rm -f $(WEB_SCRATCH)/$(REWRITE_CONFIGURATION).yaml; fi
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --package-path $(WEB_PACKAGE) --scratch-path $(WEB_SCRATCH) -c $(REWRITE_CONFIGURATION)
	@mkdir -p .build/$(REWRITE_CONFIGURATION)
	@ln -sf "$(CURDIR)/$(WEB_SCRATCH)/$(REWRITE_CONFIGURATION)/proscenium-web" .build/$(REWRITE_CONFIGURATION)/proscenium-web

# The server's own tests.
web-server-test:
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --package-path $(WEB_PACKAGE) --scratch-path $(WEB_SCRATCH)

# The rewriter's own tests, against the same swift-syntax as `make rewriter`.
rewriter-test:
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --package-path $(REWRITE_PACKAGE) --scratch-path $(REWRITE_SCRATCH)

deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libedit; then \
		echo "Installing libedit-dev (and pkg-config) with apt-get…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libedit-dev pkg-config; \
	fi

test-deps: deps
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "Installing tmux with apt-get…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; \
	fi
	@if ! command -v zsh >/dev/null 2>&1 || ! command -v fish >/dev/null 2>&1; then \
		echo "Installing zsh and fish with apt-get (for the completion test)…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zsh fish; \
	fi
	@if ! command -v man >/dev/null 2>&1; then \
		echo "Installing man-db with apt-get…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq man-db; \
	fi
	@if ! command -v rsvg-convert >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then \
		echo "Installing librsvg2-bin and python3 with apt-get…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq librsvg2-bin python3; \
	fi
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1 || ! /usr/bin/python3 -c 'import selenium' >/dev/null 2>&1; then \
		echo "Installing chromium, chromium-driver and python3-selenium with apt-get (Tests/e2e/web.py reads the stage page in a real browser)…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver python3-selenium; \
	fi
	@if ! /usr/bin/python3 -c 'import junitparser' >/dev/null 2>&1; then \
		echo "Installing python3-junitparser with apt-get (Tests/e2e/ci.sh reads the JUnit report with it)…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-junitparser; \
	fi

# The whole suite: the formatter's lint (`.swift-format`; `make format` fixes what it can), unit,
# scenario and golden tests; every scene's expectations; the real prompt under tmux. Each stage
# prints its time (BENCHMARKS.md keeps the table). The unit tests and the end-to-end scripts run
# side by side: most of the scripts' time is spent waiting on tmux or a child process, so five run
# at a time beside `swift test`, longest first; the scripts that load Swift (and the rewriter's
# own tests) wait in the same pool for the rewriter, which builds meanwhile (in seconds, against
# the toolchain's swift-syntax).
# Longest first (BENCHMARKS.md has each script's time); `then:` marks a script that loads Swift,
# `web:` one that needs the stage page's server (built after the rewriter).
E2E_SCRIPTS = then:Tests/e2e/processes.sh@1/2 then:Tests/e2e/processes.sh@2/2 Tests/e2e/input.sh Tests/e2e/width.sh@2/3 then:Tests/e2e/roundtrip.py \
	then:Tests/e2e/rewriter-tests.sh \
	then:Tests/e2e/exercises.sh web:Tests/e2e/install.sh web:Tests/e2e/web.py Tests/e2e/files.sh Tests/e2e/notes.py@1/3 \
	Tests/e2e/exports.sh Tests/e2e/notes.py@3/3 Tests/e2e/width.sh@3/3 Tests/e2e/width.sh@1/3 \
	Tests/e2e/notes.py@2/3 then:Tests/e2e/lessons.sh then:Tests/e2e/load.sh Tests/e2e/demo.sh \
	Tests/e2e/lesson-fit.py then:Tests/e2e/load-cache.sh Tests/e2e/talk.sh Tests/e2e/ci.sh \
	then:Tests/e2e/watch.sh Tests/e2e/completions.sh Tests/e2e/conventions.sh Tests/e2e/fit.sh \
	Tests/e2e/play.sh Tests/e2e/prompt.sh Tests/e2e/docs.sh then:Tests/e2e/hostile.sh then:Tests/e2e/real-world.sh
E2E_JOBS ?= 5
# Seconds `make test` waits for the end-to-end scripts after its other stages (each script has a
# limit of its own in run-all.sh, so this is only the last guard against a hang).
E2E_LIMIT ?= 2400
# Seconds `swift test` may run, when set (.ci/run sets it): `timeout` runs it in a process group
# of its own, which a terminal's Ctrl-C would not reach, so an interactive `make unit` has none.
UNIT_LIMIT ?=
STAGE = Tests/e2e/stage.sh

test: test-deps
	@$(STAGE) lint $(MAKE) --no-print-directory lint
	@# The binary and the stage library first: the scripts need no more, and start while the
	@# tests build (the tests' targets add to the build; they change none of the products').
	@$(STAGE) build $(SWIFT) build $(SWIFT_BUILD_FLAGS)
	@rm -f $(REWRITE_STATUS) $(WEB_STATUS) $(FUZZ_STATUS) .build/e2e.status; mkdir -p .build
	@# The two background jobs write only to their files, never to make's output: a job (or a
	@# process one leaves behind) holding CI's output open would keep CI waiting after make ends.
	@# The stage page's server builds after the rewriter (SwiftNIO, about a minute of processor
	@# time); the browser test waits for its status (Tests/e2e/web.py). Fuzzing comes last, at the
	@# lowest priority and four targets at a time: libFuzzer's 30 s are wall-clock time, so the
	@# targets take what the other jobs leave idle instead of slowing them (CI 487 s at nice 10,
	@# two at a time; BENCHMARKS.md).
	@( nice -n 10 $(MAKE) --no-print-directory rewriter REWRITE_CONFIGURATION=debug > $(REWRITE_LOG) 2>&1; \
		echo $$? > $(REWRITE_STATUS); \
		{ nice -n 10 $(MAKE) --no-print-directory web-server REWRITE_CONFIGURATION=debug && \
		  nice -n 10 $(MAKE) --no-print-directory web-server-test; } > $(WEB_LOG) 2>&1; \
		echo $$? > $(WEB_STATUS); \
		nice -n 19 $(MAKE) --no-print-directory fuzz FUZZ_JOBS=4 > $(FUZZ_LOG) 2>&1; \
		echo $$? > $(FUZZ_STATUS) ) < /dev/null > /dev/null 2>&1 &
	@( E2E_AFTER=$(REWRITE_STATUS) E2E_WEB_AFTER=$(CURDIR)/$(WEB_STATUS) E2E_JOBS=$(E2E_JOBS) $(STAGE) e2e bash Tests/e2e/run-all.sh $(BIN) \
		$(E2E_SCRIPTS) > .build/e2e.log 2>&1; echo $$? > .build/e2e.status ) < /dev/null > /dev/null 2>&1 &
	@$(STAGE) unit $(MAKE) --no-print-directory unit; unit=$$?; \
		$(STAGE) scenes $(MAKE) --no-print-directory scenes; scenes=$$?; \
		waited=0; while [ ! -s .build/e2e.status ] && [ $$waited -lt $(E2E_LIMIT) ]; do \
			sleep 1; waited=$$((waited + 1)); done; \
		[ "$$(cat $(REWRITE_STATUS) 2>/dev/null)" = 0 ] || { echo "== the rewriter's build:"; cat $(REWRITE_LOG); }; \
		if [ "$$(cat $(WEB_STATUS) 2>/dev/null)" = 0 ]; then \
			echo "== the stage page server's tests: $$(grep -h 'Executed [0-9]* tests' $(WEB_LOG) | tail -1 | sed 's/^[[:space:]]*//')"; \
		else echo "== the stage page server's build:"; cat $(WEB_LOG); fi; \
		cat .build/e2e.log; \
		[ -s .build/e2e.status ] || { echo "== e2e: no result after $(E2E_LIMIT) s; still running:"; \
			ps -eo pid,etimes,args | grep -E 'Tests/e2e|proscenium' | grep -v grep; }; \
		while [ ! -s $(FUZZ_STATUS) ] && [ $$waited -lt $(E2E_LIMIT) ]; do sleep 1; waited=$$((waited + 1)); done; \
		if [ "$$(cat $(FUZZ_STATUS) 2>/dev/null)" = 0 ]; then echo "== fuzzing, $(FUZZ_SECONDS) s a target:"; \
			grep -E '^(ok|not ok|#|1\.\.)' $(FUZZ_LOG); else echo "== fuzzing:"; tail -40 $(FUZZ_LOG); fi; \
		[ $$unit = 0 ] && [ $$scenes = 0 ] && [ "$$(cat .build/e2e.status 2>/dev/null)" = 0 ] && \
			[ "$$(cat $(FUZZ_STATUS) 2>/dev/null)" = 0 ]

# Coverage-guided fuzzing (issue 37 §4): the harnesses of `proscenium-fuzz` (ProsceniumFuzzing)
# and the rewriter's `proscenium-rewrite-fuzz`, built with libFuzzer and AddressSanitizer into
# build folders of their own, each target run for FUZZ_SECONDS from its committed seeds
# (Scripts/fuzz.sh prints a TAP line per target with its runs and coverage). SwiftPM hands
# `--sanitize fuzzer --sanitize address` to swiftc as two flags and the driver keeps only the last,
# which leaves the code without coverage counters: hence one `-sanitize=fuzzer,address`, with
# `--sanitize fuzzer` kept for SwiftPM's own linking of libFuzzer's `main`.
FUZZ_SECONDS ?= 30
FUZZ_BUILD_FLAGS = --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -gline-tables-only
fuzz-build:
	$(SWIFT) build $(FUZZ_BUILD_FLAGS) --product proscenium-fuzz --scratch-path .build/fuzz
	$(SWIFT) build $(FUZZ_BUILD_FLAGS) --package-path $(REWRITE_PACKAGE) --scratch-path $(REWRITE_SCRATCH)-fuzz \
		--product proscenium-rewrite-fuzz
fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) REWRITE_FUZZ_BIN=$(REWRITE_SCRATCH)-fuzz/debug/proscenium-rewrite-fuzz bash Scripts/fuzz.sh

# The unit, scenario and golden tests (swift test), after a build with tests.
unit:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	$(if $(UNIT_LIMIT),timeout --kill-after=20 $(UNIT_LIMIT)) $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build

# Every scene's expectations and every demo, through the built binary.
scenes:
	@test -x $(BIN) || $(SWIFT) build $(SWIFT_BUILD_FLAGS)
	$(BIN) check scenes/*.scene scenes/fidelity/*.scene scenes/edge-cases/*.scene
	@for f in demos/*.demo; do out=$$($(BIN) demo "$$f" </dev/null) || { echo "$$out" | grep -E '^error:|✗'; echo "$$f: demo failed"; exit 1; }; done; echo "demos/*.demo: all ran cleanly"

# The end-to-end scripts (tmux, the real binary, `load`), E2E_JOBS at a time; needs the rewriter.
e2e: test-deps build
	bash Tests/e2e/run-all.sh $(BIN) $(subst web:,,$(subst then:,,$(E2E_SCRIPTS)))

lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Tools Package.swift

format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Tools Package.swift

# Re-record the golden transcripts after a deliberate change; review `git diff` before committing.
golden: deps
	PROSCENIUM_RECORD_GOLDENS=1 $(SWIFT) test $(SWIFT_BUILD_FLAGS) --filter "GoldenTests|LessonGoldenTests"

# Frame render time at 120x40 and the frame rate `play` sustains, in release mode.
bench: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) -c release
	.build/release/proscenium bench render

# `make install PREFIX=$$HOME/.local` (default /usr/local; DESTDIR=… stages it elsewhere):
#   PREFIX/bin/proscenium                                    the release binary
#   PREFIX/share/proscenium/lessons, …/demos                 where the binary finds its lessons
#   PREFIX/share/bash-completion/completions/proscenium      completions the binary generates
#   PREFIX/share/zsh/site-functions/_proscenium
#   PREFIX/share/fish/vendor_completions.d/proscenium.fish
#   PREFIX/share/man/man1/proscenium.1                       docs/proscenium.1 (`make man` regenerates it)
#   PREFIX/lib/proscenium/libProsceniumStage.so, …/Modules   what `load FILE.swift` compiles against
#   PREFIX/lib/proscenium/proscenium-rewrite                 the Swift rewriter `load` runs (swift-syntax)
#   PREFIX/share/proscenium/installed-files                  the list `make uninstall` removes
# CONFIGURATION=debug installs the debug build instead (the end-to-end test does, to skip a
# release build). Installing again first removes what the last install listed, so a lesson that
# was renamed does not linger; nothing else in PREFIX is touched.
PROGRAM = .build/$(CONFIGURATION)/proscenium
# The manual page is generated (`make man`) and committed: building argument-parser's
# generate-manual tool costs a fresh clone about 20 s, so install copies the page and
# Tests/e2e/install.sh checks it still names every command and option the binary has.
MANPAGE = docs/proscenium.1
ROOT = $(DESTDIR)$(PREFIX)
SHARE = $(ROOT)/share/proscenium
MANIFEST = $(SHARE)/installed-files
# `load FILE.swift` compiles the user's files against the stage library and these modules (UIKit
# and what its and the stage's interfaces import), found beside the binary or in PREFIX/lib/proscenium.
STAGE_MODULES = UIKit ProsceniumUIKit PresentationKit ProsceniumNumbers ProsceniumLanguage ProsceniumStage Playground Transcript TextArt ProsceniumJSON \
	ProsceniumDisk ProsceniumFiles ProsceniumTheme ProsceniumStagePage OpenCombine
# The C modules those import (StageClangModules.names), each as a module map and its header.
STAGE_CLANG_MODULES = COpenCombineHelpers
# `make install-check` (WITH_LOAD=no) installs none of them.
WITH_LOAD ?= yes
INSTALLED_STAGE_FILES = $(if $(filter no,$(WITH_LOAD)),,$(STAGE_FILES))
STAGE_FILES = lib/proscenium/libProsceniumStage.so lib/proscenium/proscenium-rewrite lib/proscenium/proscenium-web $(foreach m,$(STAGE_MODULES),lib/proscenium/Modules/$(m).swiftmodule) \
	$(foreach m,$(STAGE_CLANG_MODULES),lib/proscenium/$(m).build/module.modulemap lib/proscenium/$(m).build/$(m).h)
COMPLETIONS = share/bash-completion/completions/proscenium share/zsh/site-functions/_proscenium \
	share/fish/vendor_completions.d/proscenium.fish
# The manual's date is the last commit's, so the same source gives the same page.
MANDATE := $(shell git log -1 --format=%cs 2>/dev/null)

install: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) -c $(CONFIGURATION)
	@$(MAKE) --no-print-directory rewriter REWRITE_CONFIGURATION=$(CONFIGURATION)
	@$(MAKE) --no-print-directory web-server REWRITE_CONFIGURATION=$(CONFIGURATION)
	@$(MAKE) --no-print-directory install-files

# What a teacher's CI needs (`check`, `run`, `lesson lint`, the lessons and demos), without what
# `load FILE.swift` needs: the rewriter builds swift-syntax in release, about 15 minutes a push,
# and its stage library. `load` then says it is not installed.
install-check: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) -c $(CONFIGURATION) --product proscenium
	@$(MAKE) --no-print-directory install-files WITH_LOAD=no

# Regenerates docs/proscenium.1 from the argument parser's description of the commands (run it
# after changing a command's help, and commit the page). The plugin builds the package and its own
# tool; the page it writes has blank lines between paragraphs, which mdoc warns about, so they
# become .Pp.
# The generated page lists the hidden `bench` and only a generic EXIT STATUS: the first is cut,
# and docs/proscenium.1.tail (written by hand) supplies ENVIRONMENT, FILES, the real exit
# statuses, EXAMPLES and SEE ALSO.
man:
	$(SWIFT) package plugin generate-manual --configuration $(CONFIGURATION) $(if $(MANDATE),--date $(MANDATE))
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/proscenium/proscenium.1 \
		| awk '/^\.It Em bench$$/ { skip = 1 } /^\.It Em help$$/ { skip = 0 } /^\.Sh "EXIT STATUS"$$/ { exit } !skip' \
		> $(MANPAGE)
	cat docs/proscenium.1.tail >> $(MANPAGE)

# Copies an already built PROGRAM (`make install` builds it first) and the manual page.
install-files:
	@test -x $(PROGRAM) || { echo "no $(PROGRAM): run make install (it builds it)" >&2; exit 1; }
	@$(MAKE) --no-print-directory remove-listed
	install -d $(ROOT)/bin $(ROOT)/share/man/man1 $(addprefix $(ROOT)/,$(dir $(COMPLETIONS)))
	install -m 755 $(PROGRAM) $(ROOT)/bin/proscenium
	$(STRIP) $(ROOT)/bin/proscenium
	install -m 644 $(MANPAGE) $(ROOT)/share/man/man1/proscenium.1
	$(if $(INSTALLED_STAGE_FILES),$(MAKE) --no-print-directory install-stage-files)
	$(PROGRAM) --generate-completion-script bash > $(ROOT)/share/bash-completion/completions/proscenium
	$(PROGRAM) --generate-completion-script zsh > $(ROOT)/share/zsh/site-functions/_proscenium
	$(PROGRAM) --generate-completion-script fish > $(ROOT)/share/fish/vendor_completions.d/proscenium.fish
	@find lessons demos -type d | sort | while IFS= read -r d; do install -d "$(SHARE)/$$d" || exit 1; done
	@find lessons demos -type f | sort | while IFS= read -r f; do install -m 644 "$$f" "$(SHARE)/$$f" || exit 1; done
	@{ echo bin/proscenium; echo share/man/man1/proscenium.1; for c in $(COMPLETIONS); do echo "$$c"; done; \
		for f in $(INSTALLED_STAGE_FILES); do echo "$$f"; done; \
		find lessons demos -type f | sort | sed 's|^|share/proscenium/|'; } > $(MANIFEST)
	@echo "installed $$(wc -l < $(MANIFEST)) files in $(ROOT) (listed in $(MANIFEST))"

# What `load FILE.swift` runs: the stage library, its modules and the rewriter.
install-stage-files:
	@test -x .build/$(CONFIGURATION)/proscenium-rewrite || { echo "no .build/$(CONFIGURATION)/proscenium-rewrite: run make install (it builds it)" >&2; exit 1; }
	install -d $(ROOT)/lib/proscenium/Modules
	install -m 755 .build/$(CONFIGURATION)/libProsceniumStage.so $(ROOT)/lib/proscenium/libProsceniumStage.so
	install -m 755 .build/$(CONFIGURATION)/proscenium-rewrite $(ROOT)/lib/proscenium/proscenium-rewrite
	$(STRIP) $(ROOT)/lib/proscenium/proscenium-rewrite
	@test -x .build/$(CONFIGURATION)/proscenium-web || { echo "no .build/$(CONFIGURATION)/proscenium-web: run make install (it builds it)" >&2; exit 1; }
	install -m 755 .build/$(CONFIGURATION)/proscenium-web $(ROOT)/lib/proscenium/proscenium-web
	$(STRIP) $(ROOT)/lib/proscenium/proscenium-web
	@for m in $(STAGE_MODULES); do install -m 644 .build/$(CONFIGURATION)/Modules/$$m.swiftmodule $(ROOT)/lib/proscenium/Modules/$$m.swiftmodule || exit 1; done
	@# A C module's map as SwiftPM wrote it names its header in the build tree: the installed one
	@# names the copy beside it.
	@for m in $(STAGE_CLANG_MODULES); do \
		header=$$(sed -n 's/.*umbrella header "\(.*\)".*/\1/p' .build/$(CONFIGURATION)/$$m.build/module.modulemap); \
		install -d $(ROOT)/lib/proscenium/$$m.build && \
		install -m 644 "$$header" $(ROOT)/lib/proscenium/$$m.build/$$m.h && \
		printf 'module %s {\n    umbrella header "%s.h"\n    export *\n}\n' $$m $$m > $(ROOT)/lib/proscenium/$$m.build/module.modulemap || exit 1; \
	done

# Removes the files the last install listed, then the folders under share/proscenium it leaves
# empty; bin, share/man/man1 and the completion folders stay (other programs use them). Without a
# list (an install older than the list) it removes what this tree would install.
uninstall: remove-listed
	@if [ -e $(SHARE) ]; then echo "kept $(SHARE): it holds files make install did not put there"; fi

remove-listed:
	@if [ -f $(MANIFEST) ]; then cat $(MANIFEST); \
	elif [ -e $(ROOT)/bin/proscenium ] || [ -d $(SHARE) ]; then \
		echo bin/proscenium; echo share/man/man1/proscenium.1; for c in $(COMPLETIONS); do echo "$$c"; done; \
		for f in $(STAGE_FILES); do echo "$$f"; done; \
		find lessons demos -type f | sed 's|^|share/proscenium/|'; \
	fi | while IFS= read -r f; do \
		case "$$f" in ""|/*|..|../*|*/..|*/../*) echo "skipping \"$$f\" in $(MANIFEST)" >&2; continue;; esac; \
		rm -f "$(ROOT)/$$f"; \
		d=$$(dirname "$$f"); while case "$$d" in share/proscenium/*|lib/proscenium|lib/proscenium/*) true;; *) false;; esac; do echo "$$d"; d=$$(dirname "$$d"); done; \
	done | sort -u | awk '{ print length($$0) "\t" $$0 }' | sort -rn | cut -f2- | while IFS= read -r d; do \
		rmdir "$(ROOT)/$$d" 2>/dev/null || true; done
	@rm -f $(MANIFEST)
	@rmdir $(SHARE) 2>/dev/null || true

# PresentationKit's documentation (the catalog in Sources/PresentationKit/PresentationKit.docc),
# built with swift-docc-plugin into .build/plugins/Swift-DocC/outputs/PresentationKit.doccarchive;
# a broken link or any other DocC warning fails it.
# `swift package --disable-sandbox preview-documentation --target PresentationKit` serves it locally.
docs:
	$(SWIFT) package generate-documentation --target PresentationKit --warnings-as-errors

clean:
	rm -rf .build
