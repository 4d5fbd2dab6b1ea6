# w3data: the two commands a fresh clone needs are `make demo` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json

.PHONY: help install chromium generate check-generated typecheck lint format test unit build demo e2e bench chaos fuzz clean

help:
	@echo "make demo             start the mock provider and the demo (no API key needed)"
	@echo "make test             check-generated, typecheck, lint and every test"
	@echo "make generate         regenerate generated/ from spec/"
	@echo "make check-generated  fail when generated/ differs from what spec/ gives"
	@echo "make build            build dist/ (ESM, CJS, .d.ts)"

# Installs dependencies when they are missing or older than the lock file.
$(NPM_STAMP): package-lock.json
	npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP)

generate: install
	npx tsx generator/cli.ts

check-generated: generate
	@if [ -n "$$(git status --porcelain -- generated/)" ]; then \
	  git status --short -- generated/; git --no-pager diff --stat -- generated/; \
	  echo "generated/ is out of date with spec/ and generator/: run 'make generate' and commit the result."; \
	  exit 1; \
	fi

typecheck: install
	npx tsc --noEmit -p tsconfig.json

lint: install
	npx biome check .

format: install
	npx biome check --write .

unit: install
	npx vitest run

test: check-generated typecheck lint unit e2e

# Debian's Chromium drives the browser tests; installed once when missing (needs root, as on CI).
chromium:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

e2e: install chromium generate
	npx tsx test/e2e/demo.e2e.ts

build: generate
	npx tsup

demo: generate
	npx tsx react-demo/serve.ts

clean:
	rm -rf dist react-demo/dist
