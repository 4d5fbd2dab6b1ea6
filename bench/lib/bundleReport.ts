// RESULTS.md's bundle section: the packed-package table (what `make size` budgets) and the module
// breakdown from the sources.
import type { Bundles } from '../suites/bundle'
import { table } from './markdown'
import { fmtKB } from './stats'

export function bundleSection(bundles: Bundles): string[] {
  const out: string[] = []
  const evmOnly = bundles.sources.find((row) => row.id === 'evm.getWalletHistory (operation only)')
  out.push('## Bundle size', '')
  out.push(
    '`make size` (`bench/size/check.ts`): the `npm pack` tarball installed into a scratch project, each app of ' +
      "`bench/size/apps.ts` bundled as a user's browser app (ESM, minified) by Vite and by esbuild; gzip level 9 " +
      'per file the app loads (ky, imported on the first request, and the API createClient loads on its call ' +
      'counted), summed. Budgets in `bench/size/budgets.json`.',
    '',
  )
  out.push(
    table(
      [
        ['app', 'bundler', 'loaded files', 'minified', 'gzip', 'budget (gzip)'],
        ...bundles.packed.map((row) => [
          row.app.id,
          row.bundler,
          `${row.loadedFiles} of ${row.emittedFiles}`,
          fmtKB(row.minified),
          fmtKB(row.gzip),
          row.budget === undefined ? '—' : fmtKB(row.budget),
        ]),
      ],
      ['l', 'l', 'r', 'r', 'r', 'r'],
    ),
    '',
  )
  out.push(
    'Module by module, from the `.ts` sources (esbuild, browser, ESM, minified, one file; `w3data` and ' +
      "`w3data/<api>` resolved to the repository's entry files): where the bytes of each bundle come from.",
    '',
  )
  out.push(
    table(
      [
        ['entry', 'what it imports', 'minified', 'gzip', 'largest parts (minified bytes)'],
        ...bundles.sources.map((row) => [
          row.id,
          row.label + (row.note ? ` — ${row.note}` : '') + (row.error ? `; browser build: ${row.error}` : ''),
          row.minified === undefined ? '—' : fmtKB(row.minified),
          row.gzip === undefined ? '—' : fmtKB(row.gzip),
          row.groups
            .slice(0, 5)
            .map((group) => `${group.path} ${fmtKB(group.bytes)}`)
            .join(', '),
        ]),
      ],
      ['l', 'l', 'r', 'r', 'l'],
    ),
    '',
  )
  if (evmOnly) {
    out.push(
      `Largest modules of \`${evmOnly.id}\`: ` +
        evmOnly.modules
          .slice(0, 10)
          .map((module) => `\`${module.path}\` ${fmtKB(module.bytes)}`)
          .join(', ') +
        '.',
      '',
    )
  }
  return out
}
