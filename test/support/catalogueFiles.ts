import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { expect } from 'vitest'
import { generate } from '../../generator/generate'
import { CatalogueProblems } from '../../generator/load/diagnostics'

/** A catalogue written from file name (`evm/index.yaml`) → text, under a fresh `spec/` folder. */
export function writeCatalogue(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'w3data-spec-')), 'spec')
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), text)
  }
  return root
}

/** Report text with each catalogue file named as in a checkout (`spec/evm/index.yaml`). */
export function asInCheckout(text: string, root: string, files: Record<string, string>): string {
  let shown = text
  for (const name of Object.keys(files))
    shown = shown.replaceAll(relative(process.cwd(), join(root, name)), `spec/${name}`)
  return shown
}

/** The lines the generator prints for a catalogue it refuses, each file named as the user sees it. */
export async function problemsOf(files: Record<string, string>): Promise<string[]> {
  const root = writeCatalogue(files)
  const error = await generate(root).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(CatalogueProblems)
  return asInCheckout((error as CatalogueProblems).message, root, files).split('\n')
}
