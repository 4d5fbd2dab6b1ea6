// The budgeted apps measured on the package as npm ships it: the built package packed, the tarball
// installed into a scratch project, each app bundled by each bundler. `make size` holds the rows to
// their budgets; `make bench` writes them into RESULTS.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installTarball, packInto, ROOT } from '../../test/support/packedPackage'
import { BUDGETED_APPS } from './apps'
import { type AppCase, type AppSize, BUNDLERS, type Bundler, bundleApp } from './packed'

export interface AppRow extends AppSize {
  app: AppCase
  bundler: Bundler
  /** Gzipped bytes allowed by budgets.json, if it names this app and bundler. */
  budget: number | undefined
}

interface Budgets {
  /** Gzipped bytes by app id, then by bundler. */
  budgets: Record<string, Partial<Record<string, number>>>
}

/** Every app of apps.ts with every bundler, on the dist/ the repository holds (built beforehand). */
export async function measureApps(): Promise<AppRow[]> {
  const { budgets } = JSON.parse(readFileSync(join(ROOT, 'bench', 'size', 'budgets.json'), 'utf8')) as Budgets
  const scratch = mkdtempSync(join(tmpdir(), 'w3data-size-'))
  const rows: AppRow[] = []
  try {
    const project = installTarball(scratch, 'app', packInto(scratch).tarball)
    for (const app of BUDGETED_APPS)
      for (const bundler of BUNDLERS)
        rows.push({
          app,
          bundler,
          budget: budgets[app.id]?.[bundler],
          ...(await bundleApp(project, app, bundler)),
        })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return rows
}
