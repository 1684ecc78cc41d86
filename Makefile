# One command to play, one to test. Both install libedit-dev first when pkg-config cannot find it
# (with sudo unless root); `make test` also installs tmux for the end-to-end prompt and playback
# tests, and librsvg2-bin (rsvg-convert) and python3 for the export test.
SWIFT ?= swift
BIN := .build/debug/proscenium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build deps test-deps unit scenes e2e golden bench clean install
PREFIX ?= /usr/local

run: build
	@$(BIN)

build: deps
	$(SWIFT) build

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
	@if ! command -v rsvg-convert >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then \
		echo "Installing librsvg2-bin and python3 with apt-get…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq librsvg2-bin python3; \
	fi

# The whole suite: unit, scenario and golden tests; every scene's expectations; the real prompt under tmux.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(BIN) check scenes/*.scene scenes/fidelity/*.scene scenes/edge-cases/*.scene
	@for f in demos/*.demo; do out=$$($(BIN) demo "$$f" </dev/null) || { echo "$$out" | grep -E '^error:|✗'; echo "$$f: demo failed"; exit 1; }; done; echo "demos/*.demo: all ran cleanly"
	bash Tests/e2e/prompt.sh $(BIN)
	bash Tests/e2e/play.sh $(BIN)
	bash Tests/e2e/exports.sh $(BIN)
	bash Tests/e2e/lessons.sh $(BIN)
	bash Tests/e2e/demo.sh $(BIN)
	bash Tests/e2e/files.sh $(BIN)

# Re-record the golden transcripts after a deliberate change; review `git diff` before committing.
golden: deps
	PROSCENIUM_RECORD_GOLDENS=1 $(SWIFT) test --filter "GoldenTests|LessonGoldenTests"

# Frame render time at 120x40 and the frame rate `play` sustains, in release mode.
bench: deps
	$(SWIFT) build -c release
	.build/release/proscenium bench render

# The release binary in PREFIX/bin and the lessons in PREFIX/share/proscenium/lessons, where the
# binary looks for them (PROSCENIUM_LESSONS overrides). `make install PREFIX=$$HOME/.local`.
install: deps
	$(SWIFT) build -c release
	install -d $(PREFIX)/bin $(PREFIX)/share/proscenium
	install -m 755 .build/release/proscenium $(PREFIX)/bin/proscenium
	rm -rf $(PREFIX)/share/proscenium/lessons
	cp -R lessons $(PREFIX)/share/proscenium/lessons

clean:
	rm -rf .build
