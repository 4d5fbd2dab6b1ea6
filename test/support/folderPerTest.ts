import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

/**
 * A new empty folder (named from `prefix`) for each test of the file, removed after it. Called at
 * the file's top level; the returned function gives the running test's folder.
 */
export function folderPerTest(prefix: string): () => string {
  let folder = ''
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))
  return () => folder
}
