// `make dev`'s loop, measured: the catalogue watcher (generator/watch.ts) over a copy of spec/, the
// EVM API's index.yaml edited once per round (so its wire types render; the others are kept), and
// the time the watcher reports for each regeneration. Run with tsx: prints {"ms":[…]}.
//   tsx bench/workers/regenerateOne.ts SPEC_DIR
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { watchCatalogue } from '../../generator/watch'
import { edited } from '../suites/regenerate'

const ROUNDS = 6
const spec = process.argv[2] as string
const out = mkdtempSync(join(tmpdir(), 'w3data-bench-dev-'))
const file = join(spec, 'evm', 'index.yaml')
const text = readFileSync(file, 'utf8')

let round = { resolve: (_ms: number) => {}, reject: (_error: Error) => {} }
const watcher = watchCatalogue({
  specRoot: spec,
  outRoot: out,
  log: {
    log: (line: string) => {
      const match = /regenerated in (\d+) ms/.exec(line)
      if (match) round.resolve(Number(match[1]))
    },
    // Lint findings come after the regeneration they follow; anything else is a failed round.
    error: (line: unknown) => {
      if (!String(line).startsWith('lint:')) round.reject(new Error(String(line)))
    },
  },
})
const ms: number[] = []
try {
  for (let index = 0; index < ROUNDS; index++) {
    const next = new Promise<number>((resolve, reject) => {
      round = { resolve, reject }
    })
    writeFileSync(file, edited(text, `dev-${Date.now()}-${index}`))
    const took = await next
    if (index > 0) ms.push(took) // the first regeneration also waits for the worker to load
  }
} finally {
  watcher.close()
  rmSync(out, { recursive: true, force: true })
}
console.log(JSON.stringify({ ms }))
