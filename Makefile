# w3data: the two commands a fresh clone needs are `make demo` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json

.PHONY: help install chromium generate check-generated lint-spec spec-drift dev typecheck lint format test unit cli-test build demo e2e bench size chaos fuzz clean package-check

help:
	@echo "make demo             start the mock provider and the demo (no API key needed)"
	@echo "make test             check-generated, typecheck, lint and every test"
	@echo "make generate         regenerate generated/ from spec/"
	@echo "make dev              the demo and the mock, regenerating on every edit of spec/"
	@echo "make check-generated  fail when generated/ differs from what spec/ gives"
	@echo "make lint-spec        check the catalogue against its lint rules"
	@echo "make spec-drift       write spec/DRIFT.md: the catalogue beside the provider's documents"
	@echo "make build            build dist/ (ESM, CJS, .d.ts)"

# Installs dependencies when they are missing or older than the lock file. `npm install` keeps
# the locked versions; `npm ci` cannot be used because npm 11 writes only this platform's
# optional packages (esbuild, rollup, biome binaries) into the lock and then its own `npm ci`
# refuses that lock as out of sync (npm/cli#4828).
$(NPM_STAMP): package-lock.json
	npm install --no-audit --no-fund
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

# The catalogue's lint rules (OpenAPI rules through redocly, and the catalogue's own).
lint-spec: install
	npx tsx generator/lint/cli.ts

# The catalogue beside the provider's documents in ../shared/reference: writes spec/DRIFT.md and
# fails on a difference no x-w3data-differs declares (spec/README.md, "Drift from the provider's documents").
spec-drift: install
	npx tsx generator/drift/cli.ts

typecheck: install
	npx tsc --noEmit -p tsconfig.json

lint: install
	npx biome check .

format: install
	npx biome check --write .

unit: install
	npx vitest run

test: check-generated lint-spec spec-drift typecheck lint unit cli-test size package-check e2e

# The command line as built (dist/cli.js), run as a child process against the mock on 127.0.0.1.
cli-test: build
	npx vitest run --config vitest.cli.config.ts

# The package as a user gets it: pack, install, import, require, type-check, bundle,
# publint and attw, and the install footprint against its targets.
package-check: build
	npx tsx test/package/check.ts

# Bundle-size budgets (bench/size/budgets.json) on the packed package, bundled by Vite and esbuild.
size: build
	npx tsx bench/size/check.ts

# Benchmarks beside raw fetch and the incumbent SDK, all on 127.0.0.1; writes bench/RESULTS.md.
# bench/ has its own package.json and lock file: its packages never enter the library's.
bench: install
	cd bench && npm install --no-audit --no-fund
	npx tsx bench/run.ts

# Chaos run: 10,000 calls against the mock on 127.0.0.1 under seeded faults; prints the figures.
chaos: install
	npx tsx test/chaos/cli.ts

# Property-based fuzzing with 10,000 runs per property (`make test` runs the same files with 200).
fuzz: install
	FUZZ_RUNS=10000 npx vitest run test/fuzz

# Debian's Chromium drives the browser tests; installed once when missing (needs root, as on CI).
chromium:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

e2e: install chromium generate
	npx tsx test/e2e/demo.e2e.ts
	npx tsx test/e2e/dev.e2e.ts

build: generate
	npm run build

demo: generate
	npx tsx react-demo/serve.ts

# The demo and the mock provider, regenerating the API whose spec/ files change (no restart).
dev: generate
	npx tsx react-demo/dev.ts

clean:
	rm -rf dist react-demo/dist
