import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { catalogueData } from './emit/catalogue/emitCatalogue'
import { startWireTypes } from './emit/wire/emitWire'
import { emitFiles } from './generate'
import { lintSpec } from './lint/lintSpec'
import { CatalogueProblems, formatDiagnostic } from './load/diagnostics'
import { listSpecFolders } from './load/loadSpec'
import { buildModels } from './model/buildModels'
import type { ApiModel } from './model/ir'
import { watchFolders } from './watchFolders'
import { writeGenerated } from './write'

export interface WatchOptions {
  specRoot: string
  outRoot: string
  /**
   * Called before the files are written, with every API's catalogue as plain data (what
   * catalogue.gen.ts holds): a server can serve the new operations before the page reloads.
   */
  beforeWrite?: (catalogues: readonly object[]) => void | Promise<void>
  /** Called after an API's files were written, with the API's key (`evm`) and the paths written. */
  onGenerated?: (api: string, written: readonly string[]) => void | Promise<void>
  /** Where progress and problems go. @default console */
  log?: Pick<Console, 'log' | 'error'>
}

export interface CatalogueWatcher {
  close(): void
}

/** Edits arrive as bursts of file events (an editor writes, renames, touches): wait for the quiet. */
const SETTLE_MS = 120

/**
 * Regenerates on every change under `specRoot`, one API at a time: the folder that changed is
 * loaded and modelled again, its files and the root files are emitted, and only files whose text
 * changed are written. A catalogue with mistakes is reported (file:line:column) and leaves
 * generated/ as it was; lint problems of the folder are printed after a good run.
 */
export function watchCatalogue({
  specRoot,
  outRoot,
  beforeWrite,
  onGenerated,
  log = console,
}: WatchOptions): CatalogueWatcher {
  const folders = listSpecFolders(specRoot)
  const models = new Map(
    buildModels(specRoot, folders).map((model, index) => [folders[index] as string, model]),
  )
  const wireTypes = startWireTypes()
  const pending = new Map<string, NodeJS.Timeout>()
  let queue = Promise.resolve()

  const regenerate = async (folder: string) => {
    const started = performance.now()
    const where = relative(process.cwd(), join(specRoot, folder)) || folder
    if (!existsSync(join(specRoot, folder))) {
      models.delete(folder)
      log.log(`${where} is gone; its generated files stay until make generate`)
      return
    }
    try {
      const [model] = buildModels(specRoot, [folder])
      if (!model) return
      models.set(folder, model)
      const ordered = [...models.keys()].sort().map((key) => models.get(key) as ApiModel)
      const files = await emitFiles(ordered, new Set([model.api]), wireTypes)
      await beforeWrite?.(ordered.map(catalogueData))
      const written = writeGenerated(outRoot, files, false)
      log.log(
        `${where}: regenerated in ${Math.round(performance.now() - started)} ms, ${written.length} files changed`,
      )
      const lint = (await lintSpec(specRoot, [folder])).map(formatDiagnostic)
      if (lint.length > 0) log.error(`lint:\n${lint.join('\n')}`)
      await onGenerated?.(model.api, written)
    } catch (error) {
      if (!(error instanceof CatalogueProblems)) throw error
      log.error(`${error.message}\n${where}: not regenerated; generated/ is unchanged`)
    }
  }

  const stopWatching = watchFolders(specRoot, (folder) => {
    clearTimeout(pending.get(folder))
    pending.set(
      folder,
      setTimeout(() => {
        pending.delete(folder)
        queue = queue.then(() => regenerate(folder)).catch((error: unknown) => log.error(error))
      }, SETTLE_MS),
    )
  })
  return {
    close() {
      stopWatching()
      for (const timer of pending.values()) clearTimeout(timer)
      void wireTypes.close()
    },
  }
}
