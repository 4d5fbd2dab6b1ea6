// `make size`: the bundle budgets in CI, on the package as npm ships it. Packs the built package,
// installs the tarball into a scratch project, bundles each app of apps.ts with Vite and esbuild
// as a user's browser app, prints a table of the gzipped bytes it loads and exits 1 when one is
// over its budget in budgets.json.
import { measureApps } from './measureApps'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const rows: string[][] = [['app', 'bundler', 'loaded files', 'minified', 'gzip', 'budget (gzip)', '']]
const over: string[] = []
for (const row of await measureApps()) {
  const { app, bundler, budget } = row
  const ok = budget !== undefined && row.gzip <= budget
  if (budget === undefined) over.push(`${app.id} with ${bundler}: ${kb(row.gzip)}, and no budget`)
  else if (!ok)
    over.push(`${app.id} with ${bundler}: ${kb(row.gzip)}, over ${kb(budget)} by ${kb(row.gzip - budget)}`)
  for (const library of row.unwanted) over.push(`${app.id} with ${bundler}: loads ${library}`)
  const files = `${row.loadedFiles} of ${row.emittedFiles}`
  const limit = budget === undefined ? 'none' : kb(budget)
  const verdict = !ok ? 'OVER' : row.unwanted.length > 0 ? 'LOADS' : 'ok'
  rows.push([app.id, bundler, files, kb(row.minified), kb(row.gzip), limit, verdict])
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
for (const row of rows)
  console.log(
    row
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  '),
  )
if (over.length > 0) {
  console.error(`\nsize budget exceeded or a library loaded that the app leaves out:\n  ${over.join('\n  ')}`)
  console.error('Budgets live in bench/size/budgets.json; `make bench` shows which modules fill each bundle.')
  process.exit(1)
}
console.log(
  '\nall bundles within budget (the packed package; browser, ESM, minified; gzip level 9 per loaded file)',
)
