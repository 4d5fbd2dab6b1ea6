import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'

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
