# w3data: the two commands a fresh clone needs are `make demo` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json
MCP_STAMP := mcp/node_modules/.package-lock.json
JOBS_STAMP := jobs/node_modules/.package-lock.json
BENCH_STAMP := bench/node_modules/.package-lock.json
TOOLS_STAMP := tools/node_modules/.package-lock.json
# The project's own scripts and test runner, started by node itself: `npx` spends about 0.7 s of
# CPU finding the command, and tsx's command a second process, on each of the suite's many starts.
TSX := node --import tsx
VITEST := node node_modules/vitest/vitest.mjs

.PHONY: help tree-before tree-unchanged no-warnings install chromium generate check-generated lint-spec spec-drift reference-facts dev typecheck lint format test unit cli-test build demo e2e bench size chaos fuzz mutation clean package-check mcp-install mcp-build mcp-test mcp-pack jobs-install jobs-build jobs-test jobs-pack side-test redis

help:
	@echo "make demo             start the mock provider and the demo (no API key needed)"
	@echo "make test             check-generated, typecheck, lint and every test"
	@echo "make generate         regenerate generated/ from spec/"
	@echo "make dev              the demo and the mock, regenerating on every edit of spec/"
	@echo "make check-generated  fail when generated/ differs from what spec/ gives"
	@echo "make lint-spec        check the catalogue against its lint rules"
	@echo "make spec-drift       write spec/DRIFT.md: the catalogue beside the facts in reference/"
	@echo "make reference-facts  write reference/ from the provider's documents (REFERENCE=dir or URL)"
	@echo "make build            build dist/ (ESM only, with .d.ts)"
	@echo "make mcp-test         build and test w3data-mcp (mcp/), the MCP server"
	@echo "make jobs-test        build and test w3data-jobs (jobs/), bulk exports on BullMQ and Redis"

# Installs dependencies when they are missing or older than the lock file. `npm install` keeps
# the locked versions; `npm ci` cannot be used because npm 11 writes only this platform's
# optional packages (esbuild, rollup, biome binaries) into the lock and then its own `npm ci`
# refuses that lock as out of sync (npm/cli#4828). Every install here is `--prefer-offline`: the
# lock names each version, so what npm's cache holds is taken without asking the registry again
# (mcp/'s install: 5.2 s → 3.6 s).
$(NPM_STAMP): package-lock.json
	npm install --no-audit --no-fund --prefer-offline
	@touch $(NPM_STAMP)

install: $(NPM_STAMP)

# `make test` generates once, first; its stages run two at a time after that, and a second
# generation then would rewrite generated/ under the unit tests that read it.
generate: install
	$(if $(GENERATED),,$(TSX) generator/cli.ts)

check-generated: generate
	@if [ -n "$$(git status --porcelain -- generated/)" ]; then \
	  git status --short -- generated/; git --no-pager diff --stat -- generated/; \
	  echo "generated/ is out of date with spec/ and generator/: run 'make generate' and commit the result."; \
	  exit 1; \
	fi

# The catalogue's lint rules (OpenAPI rules through redocly, and the catalogue's own).
lint-spec: install
	$(TSX) generator/lint/cli.ts

# The catalogue beside the facts of the provider's documents (reference/): writes spec/DRIFT.md and
# fails on a difference no x-w3data-differs declares (spec/README.md, "Drift from the provider's documents").
spec-drift: install
	$(TSX) generator/drift/cli.ts

# The facts of the provider's documents (operations, parameters, response fields; no prose), committed
# in reference/ so that a clone needs nothing beside it. REFERENCE is a directory or an http(s) URL
# holding openapi/*.json and auth-and-solana.md.
REFERENCE ?= ../shared/reference
reference-facts: install
	$(TSX) generator/drift/factsCli.ts --reference "$(REFERENCE)"

# The library, its tools and tests, the benchmarks (which type-check against the incumbent SDK
# they measure, from bench/'s own packages) and the two packages beside it (mcp/, jobs/), all in
# one program (tsconfig.json), as each of them reads the library's sources; then the demo, whose
# types are the browser's and Vite's.
# TypeScript 7, the native compiler npm installs today, checks them in a quarter of TypeScript 5's
# time; it sits in tools/ because its `tsc` command would clash with TypeScript 5's in the root,
# which ts-morph, tsup and the packed-package check use (so both compilers see the code).
TSC7 := node tools/node_modules/typescript/bin/tsc

$(TOOLS_STAMP): tools/package-lock.json
	cd tools && npm install --no-audit --no-fund --no-save --prefer-offline
	@touch $(TOOLS_STAMP)

typecheck: install $(BENCH_STAMP) $(MCP_STAMP) $(JOBS_STAMP) $(TOOLS_STAMP)
	$(TSC7) --noEmit -p tsconfig.json
	$(TSC7) --noEmit -p react-demo/tsconfig.json

lint: install
	node_modules/.bin/biome check .

format: install
	node_modules/.bin/biome check --write .

unit: install $(TOOLS_STAMP)
	$(VITEST) run

# Two stages at a time, for the machine's two cores (a third made the timing-sensitive tests flaky
# under load), the longest first: the unit tests keep both workers busy, and the browser tests
# mostly wait on the browser. Each stage's output is printed whole when it ends, and a failing
# stage does not stop the others, so one run lists every failure.
# What the first two need is in place before, and their checks run no command then (GENERATED,
# CHROMIUM_CHECKED): make fills a freed slot from where its walk over the goals stands, so the
# installs and short stages of the later ones went first, and the unit and browser tests began
# about ten seconds late.
TEST_STAGES := unit e2e package-check cli-test side-test typecheck size lint-spec spec-drift lint

test: tree-before check-generated
	set -o pipefail; { $(MAKE) --no-print-directory $(TOOLS_STAMP) chromium && \
	  $(MAKE) --no-print-directory -j2 --keep-going --output-sync=target GENERATED=yes CHROMIUM_CHECKED=yes \
	    $(TEST_STAGES); } 2>&1 | tee "$(TEST_OUTPUT)"
	@$(MAKE) --no-print-directory tree-unchanged no-warnings

# Nothing in make test's output asks a user to look past it: no install warning, no tool's notice
# about its configuration, no empty build chunk, no warning from Node. The stages' output
# is kept in git's own folder and read, colours taken out, once they have passed.
TEST_OUTPUT = $$(git rev-parse --git-dir)/w3data-test-output
WARNINGS := ^npm (warn|WARN)|^\(!\) |Generated an empty chunk|(Experimental|Deprecation)Warning

no-warnings:
	@if sed 's/\x1b\[[0-9;]*m//g' "$(TEST_OUTPUT)" | grep -nE '$(WARNINGS)'; then \
	  echo "make test printed the warnings above: mend their cause rather than let users read past them."; \
	  exit 1; \
	fi

# `make test` leaves the working tree as it found it, so a fresh clone stays clean: the files
# git sees as changed or untracked (and what the changes are) before the first step and after
# the last must agree. The first state is kept in git's own folder, outside the tree.
TREE_STATE = { git status --porcelain --untracked-files=all; git diff HEAD --binary | sha256sum; }
TREE_BEFORE = $$(git rev-parse --git-dir)/w3data-tree-before

tree-before:
	@$(TREE_STATE) > "$(TREE_BEFORE)"

tree-unchanged:
	@if ! $(TREE_STATE) | cmp -s - "$(TREE_BEFORE)"; then \
	  echo "make test changed the working tree (ignore what it writes, or stop writing it):"; \
	  $(TREE_STATE) | diff "$(TREE_BEFORE)" - | sed -n 's/^> //p' | grep -v ' -$$' \
	    || echo "files already changed before the run were changed again"; \
	  exit 1; \
	fi

# The command line as built (dist/cli.js), run as a child process against the mock on 127.0.0.1.
cli-test: build
	$(VITEST) run --config vitest.cli.config.ts

# The package as a user gets it: pack, install, import, require, type-check, bundle,
# publint and attw, and the install footprint against its targets; and w3data-mcp's tarball
# installed with it (so mcp/ is built first).
package-check: build mcp-build jobs-build
	$(TSX) test/package/check.ts

# w3data-mcp (mcp/): its own package.json and lock, on the w3data beside it (`file:..`, so the
# root's build); its packages never enter the library's. `make mcp-pack` writes its tarball.
# --no-save: the folders' installs read their locks and never write them. npm records the `..`
# link's name only when the folder the repository sits in is named otherwise, so a clone in a
# folder called w3data would get a changed lock from every install.
$(MCP_STAMP): mcp/package-lock.json
	cd mcp && npm install --no-audit --no-fund --no-save --prefer-offline
	@touch $(MCP_STAMP)

mcp-install: $(MCP_STAMP)

mcp-build: build mcp-install
	cd mcp && npm run build

# The MCP server through the SDK's own Client, on the mock: in process (in-memory transport and
# Streamable HTTP) and the built bin on stdio.
mcp-test: mcp-build $(TOOLS_STAMP)
	$(VITEST) run --config mcp/vitest.config.ts

mcp-pack: mcp-build
	cd mcp && npm pack

# w3data-jobs (jobs/): its own package.json and lock, on the w3data beside it (`file:..`) like mcp/;
# bullmq, ioredis, rate-limiter-flexible and hyparquet-writer never enter the library's packages.
# Its allowScripts declines msgpackr-extract's install script (a build from source, needed only
# where no prebuilt binary fits; msgpackr runs without it), so installing prints no warning.
$(JOBS_STAMP): jobs/package-lock.json
	cd jobs && npm install --no-audit --no-fund --no-save --prefer-offline
	@touch $(JOBS_STAMP)

jobs-install: $(JOBS_STAMP)

jobs-build: build jobs-install
	cd jobs && npm run build

# Debian's redis-server for the jobs tests (each test file starts its own on a loopback port);
# installed once when missing (needs root, as on CI). `make test` may run this beside `chromium`:
# apt-get waits for the other's lock rather than failing.
APT_WAIT := -o DPkg::Lock::Timeout=300
redis:
	@command -v redis-server >/dev/null 2>&1 || { apt-get $(APT_WAIT) update -qq && DEBIAN_FRONTEND=noninteractive apt-get $(APT_WAIT) install -y -qq redis-server >/dev/null; }

# Worker processes of the built bin against the mock enforcing a plan and a real redis-server:
# a worker killed mid-job, Redis stopped mid-run, the collected output against a one-process export.
jobs-test: jobs-build redis $(TOOLS_STAMP)
	$(VITEST) run --config jobs/vitest.config.ts

jobs-pack: jobs-build
	cd jobs && npm pack

# make test's run of both (vitest.side.config.ts): one vitest takes the files of mcp/ and jobs/ on
# its two workers, so that the jobs tests' waits overlap the MCP tests'.
side-test: mcp-build jobs-build redis $(TOOLS_STAMP)
	$(VITEST) run --config vitest.side.config.ts

# Bundle-size budgets (bench/size/budgets.json) on the packed package, bundled by Vite and esbuild.
size: build
	$(TSX) bench/size/check.ts

# Benchmarks beside raw fetch and the incumbent SDK, all on 127.0.0.1; writes bench/RESULTS.md
# (its bundle table measures the packed package, so dist/ is built first, as for `make size`).
# bench/ has its own package.json and lock file: its packages never enter the library's.
$(BENCH_STAMP): bench/package-lock.json
	cd bench && npm install --no-audit --no-fund --no-save --prefer-offline
	@touch $(BENCH_STAMP)

bench: build $(BENCH_STAMP) jobs-build redis
	$(TSX) bench/run.ts

# Chaos run: 10,000 calls against the mock on 127.0.0.1 under seeded faults; prints the figures.
chaos: install
	$(TSX) test/chaos/cli.ts

# Mutation testing (StrykerJS), not part of `make test` or CI: it is slow. One folder at a time on
# one worker, each against its own tests (vitest.mutation.config.ts); `make mutation
# MUTATION_FOLDERS=mock/checks` runs one. Scores print per folder; reports/mutation/ holds the JSON
# and the incremental file a rerun starts from. `nice`: it yields the CPU to everything else.
MUTATION_FOLDERS ?= runtime/http runtime/paging runtime/values runtime/errors runtime/streams cli mock/checks
mutation: install
	@for folder in $(MUTATION_FOLDERS); do \
	  echo "== mutation: $$folder"; \
	  MUTATION_FOLDER=$$folder nice -n 19 npx stryker run || exit 1; \
	done

# Property-based fuzzing with 10,000 runs per property (`make test` runs the same files with 200).
fuzz: install
	FUZZ_RUNS=10000 $(VITEST) run test/fuzz

# Debian's Chromium drives the browser tests; installed once when missing (needs root, as on CI).
chromium:
	$(if $(CHROMIUM_CHECKED),,@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; })

e2e: install chromium generate
	$(TSX) test/e2e/demoSuites.e2e.ts
	$(TSX) test/e2e/dev.e2e.ts
	$(TSX) test/e2e/ssr.e2e.tsx

# TypeScript 7 (tools/) writes the declarations; tsup bundles them per entry, then the JavaScript.
build: generate $(TOOLS_STAMP)
	npm run build

demo: generate
	$(TSX) react-demo/serve.ts

# The demo and the mock provider, regenerating the API whose spec/ files change (no restart).
dev: generate
	$(TSX) react-demo/dev.ts

clean:
	rm -rf dist react-demo/dist
