// `make bench`: w3data beside raw fetch and the incumbent (moralis@2.27.2), all on 127.0.0.1.
// Prints a markdown report and writes it to bench/RESULTS.md. Run from the repository root:
//   npx tsx bench/run.ts            (after `cd bench && npm ci`)
// Options: --quick (fewer items for iterate(), for trying the bench out), --out FILE, --only budget
// or --only overhead or --only large or --only jobs or --only regeneration or --only cold-import
// (the compute-unit budget's part, the in-memory per-call table, the 10,000-item page with its
// profile, the w3data-jobs workers' share of a plan, the generator's runs, or the cold imports,
// alone: its section is printed, RESULTS.md is left as it is; jobs needs `make jobs-build` and
// redis-server).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { budgetSection } from './lib/budgetReport'
import { buildAll, workerFile } from './lib/build'
import { startJson } from './lib/child'
import { blockedConnections, installLoopbackGuard } from './lib/guard'
import { jobsSection } from './lib/jobsReport'
import { loadAverage, machine } from './lib/machine'
import { BENCH_DIR } from './lib/paths'
import {
  coldImportSection,
  LARGE_TITLE,
  largeSection,
  OVERHEAD_TITLE,
  overheadSection,
  profileSection,
  regenerationSection,
  render,
} from './lib/report'
import type { Servers } from './servers/serve'
import { budget } from './suites/budget'
import { bundles } from './suites/bundle'
import { coldImport, loadedCode } from './suites/coldImport'
import { iterate, PAGE_SIZE } from './suites/iterate'
import { jobs } from './suites/jobs'
import { large } from './suites/large'
import { perCall } from './suites/perCall'
import { largeProfile, overhead, profiles } from './suites/profile'
import { regenerate } from './suites/regenerate'

installLoopbackGuard()
const { values } = parseArgs({
  options: { quick: { type: 'boolean' }, out: { type: 'string' }, only: { type: 'string' } },
})
const ONLY = ['budget', 'overhead', 'large', 'jobs', 'regeneration', 'cold-import']
if (values.only !== undefined && !ONLY.includes(values.only))
  throw new Error(`--only takes ${ONLY.join(', ')}, not ${values.only}`)
const started = performance.now()
const before = machine()
const step = (text: string) => process.stderr.write(`bench: ${text}\n`)

if (values.only === 'regeneration') {
  step('regeneration')
  process.stdout.write(`${regenerationSection(await regenerate()).join('\n')}\n`)
  process.exit(0)
}

step('building the package (as tsup would) and the workers')
await buildAll(['servers/serve', 'workers/large', 'workers/iterate', 'workers/budget', 'workers/jobs'])

if (values.only === 'budget') {
  step('compute-unit budget')
  process.stdout.write(`${budgetSection(await budget()).join('\n')}\n`)
  process.exit(0)
}
if (values.only === 'cold-import') {
  step('cold import')
  const section = coldImportSection(await coldImport(), {
    index: loadedCode('index'),
    evm: loadedCode('evm'),
  })
  process.stdout.write(
    `${section.join('\n')}\nload average (1/5/15 min) before → after: ${before.load} → ${loadAverage()}\n`,
  )
  process.exit(0)
}
if (values.only === 'jobs') {
  step('w3data-jobs workers')
  process.stdout.write(`${jobsSection(await jobs()).join('\n')}\n`)
  process.exit(0)
}

step('starting the local servers (mock provider, replay, large pages, pager)')
const { child: serverProcess, value: servers } = await startJson<Servers>(workerFile('servers/serve'))
if (values.only === 'overhead') {
  step('per-call cost with an in-memory fetch')
  const measured = await overhead(servers.replay)
  const section = [...overheadSection(measured), ...profileSection(OVERHEAD_TITLE, measured.summary)]
  process.stdout.write(`${section.join('\n')}\n`)
  serverProcess.kill()
  process.exit(0)
}
if (values.only === 'large') {
  step('10,000-item response')
  const section = [
    ...largeSection(await large(servers.large), servers.largeBytes.evm),
    ...profileSection(LARGE_TITLE, (await largeProfile(servers.large)).summary),
  ]
  process.stdout.write(`${section.join('\n')}\n`)
  serverProcess.kill()
  process.exit(0)
}
try {
  step('per-call time')
  const perCallRows = await perCall(servers)
  step('10,000-item response')
  const largeRows = await large(servers.large)
  step('iterate()')
  const iterateRows = await iterate(servers.pager, values.quick ? 100_000 : servers.pagerItems)
  step('profiles')
  const profileResults = await profiles(servers)
  step('bundle sizes')
  const bundleRows = await bundles()
  step('cold import')
  const coldRows = await coldImport()
  step('regeneration')
  const regenerateRow = await regenerate()
  step('compute-unit budget')
  const budgetRow = await budget()
  step('w3data-jobs workers')
  const jobsRow = await jobs()

  const markdown = render({
    machine: before,
    loadAfter: loadAverage(),
    perCall: perCallRows,
    large: largeRows,
    largeBytes: servers.largeBytes.evm,
    iterate: iterateRows,
    pageSize: PAGE_SIZE,
    bundles: bundleRows,
    coldImport: coldRows,
    loaded: { index: loadedCode('index'), evm: loadedCode('evm') },
    regenerate: regenerateRow,
    profiles: profileResults,
    budget: budgetRow,
    jobs: jobsRow,
    blocked:
      blockedConnections() +
      budgetRow.blocked +
      jobsRow.blocked +
      largeRows.reduce((sum, row) => sum + row.blocked, 0) +
      iterateRows.reduce((sum, row) => sum + row.blocked, 0),
    seconds: (performance.now() - started) / 1000,
  })
  const out = values.out ?? join(BENCH_DIR, 'RESULTS.md')
  writeFileSync(out, `${markdown}\n`)
  process.stdout.write(`${markdown}\n`)
  step(`wrote ${out}`)
} finally {
  serverProcess.stdin?.end()
  serverProcess.kill('SIGTERM')
}
