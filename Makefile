# One command to play, one to test. Both install libedit-dev first when pkg-config cannot find it
# (with sudo unless root); `make test` also installs tmux for the end-to-end prompt test.
SWIFT ?= swift
BIN := .build/debug/proscenium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build deps test-deps unit scenes e2e golden clean

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

# The whole suite: unit, scenario and golden tests; every scene's expectations; the real prompt under tmux.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(BIN) check scenes/*.scene
	bash Tests/e2e/prompt.sh $(BIN)

# Re-record the golden transcripts after a deliberate change; review `git diff` before committing.
golden: deps
	PROSCENIUM_RECORD_GOLDENS=1 $(SWIFT) test --filter GoldenTests

clean:
	rm -rf .build
