// `make size`: the bundle budgets in CI, on the package as npm ships it. Packs the built package,
// installs the tarball into a scratch project, bundles each app of apps.ts with Vite and esbuild
// as a user's browser app, prints a table of the gzipped bytes it loads and exits 1 when one is
// over its budget in budgets.json.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installTarball, packInto, ROOT } from '../../test/support/packedPackage'
import { BUDGETED_APPS } from './apps'
import { BUNDLERS, bundleApp } from './packed'

interface Budgets {
  /** Gzipped bytes by app id, then by bundler. */
  budgets: Record<string, Partial<Record<string, number>>>
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const { budgets } = JSON.parse(readFileSync(join(ROOT, 'bench', 'size', 'budgets.json'), 'utf8')) as Budgets

const scratch = mkdtempSync(join(tmpdir(), 'w3data-size-'))
const rows: string[][] = [['app', 'bundler', 'loaded files', 'minified', 'gzip', 'budget (gzip)', '']]
const over: string[] = []
try {
  const project = installTarball(scratch, 'app', packInto(scratch).tarball)
  for (const app of BUDGETED_APPS) {
    for (const bundler of BUNDLERS) {
      const size = await bundleApp(project, app, bundler)
      const budget = budgets[app.id]?.[bundler]
      const ok = budget !== undefined && size.gzip <= budget
      if (budget === undefined) over.push(`${app.id} with ${bundler}: ${kb(size.gzip)}, and no budget`)
      else if (!ok)
        over.push(
          `${app.id} with ${bundler}: ${kb(size.gzip)}, over ${kb(budget)} by ${kb(size.gzip - budget)}`,
        )
      for (const library of size.unwanted) over.push(`${app.id} with ${bundler}: loads ${library}`)
      const files = `${size.loadedFiles} of ${size.emittedFiles}`
      const limit = budget === undefined ? 'none' : kb(budget)
      const verdict = !ok ? 'OVER' : size.unwanted.length > 0 ? 'LOADS' : 'ok'
      rows.push([app.id, bundler, files, kb(size.minified), kb(size.gzip), limit, verdict])
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
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
