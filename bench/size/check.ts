// Size budgets in CI: `npx tsx bench/size/check.ts` from the root (the root's esbuild only).
// Bundles one operation per API and the whole client entry for the browser (ESM, minified),
// gzips them, prints a table and exits 1 when one is over its budget in budgets.json.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUDGETED_CASES, type BundleResult, bundle, byGroup, ROOT } from './bundle'

interface Budgets {
  budgets: Record<string, number>
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const { budgets } = JSON.parse(readFileSync(join(ROOT, 'bench', 'size', 'budgets.json'), 'utf8')) as Budgets

const rows: string[][] = [['entry', 'minified', 'gzip', 'budget (gzip)', '']]
const over: { result: BundleResult; budget: number }[] = []
for (const entry of BUDGETED_CASES) {
  const result = await bundle(entry)
  const budget = budgets[entry.id]
  if (budget === undefined) throw new Error(`bench/size/budgets.json has no budget for ${entry.id}`)
  const ok = result.gzip <= budget
  if (!ok) over.push({ result, budget })
  rows.push([entry.id, kb(result.minified), kb(result.gzip), kb(budget), ok ? 'ok' : 'OVER'])
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
for (const row of rows)
  console.log(
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  '),
  )

if (over.length > 0) {
  console.error('')
  for (const { result, budget } of over) {
    const largest = byGroup(result.modules)
      .slice(0, 6)
      .map((group) => `${group.path} ${kb(group.bytes)}`)
      .join(', ')
    console.error(
      `size budget exceeded: ${result.id} is ${kb(result.gzip)} gzipped, over its budget of ${kb(budget)} ` +
        `by ${kb(result.gzip - budget)}. Largest parts (minified): ${largest}.`,
    )
  }
  console.error('Budgets live in bench/size/budgets.json; `make bench` shows which modules fill each bundle.')
  process.exit(1)
}
console.log(
  `\nall ${BUDGETED_CASES.length} bundles within budget (gzip level 9, esbuild, browser, ESM, minified)`,
)
