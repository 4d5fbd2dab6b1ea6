import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
/** What a maintainer's checkout needs to regenerate, compare with the provider's documents, run the mock and the demo. */
const COPIED = ['spec', 'reference', 'generator', 'generated', 'entries', 'runtime', 'mock', 'react-demo']
const SKIPPED = new Set(['node_modules', 'dist', 'artifacts'])

/**
 * A copy of the repository in a temporary folder, to edit the catalogue and regenerate without
 * touching the checkout: the folders above and the root configuration; node_modules
 * is linked, not copied.
 */
export function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'w3data-repo-'))
  const rootFiles = readdirSync(ROOT).filter((name) => /\.(ts|json)$/.test(name))
  for (const name of [...COPIED, ...rootFiles]) {
    cpSync(join(ROOT, name), join(copy, name), {
      recursive: true,
      filter: (source) => !SKIPPED.has(source.split(/[\\/]/).at(-1) ?? ''),
    })
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
  return copy
}

/** The fenced code blocks of a Markdown section, by their order in it. */
export function codeBlocks(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`## ${heading}`)
  const end = markdown.indexOf('\n## ', start + 1)
  const section = markdown.slice(start, end === -1 ? undefined : end)
  return [...section.matchAll(/^( *)```\w*\n([\s\S]*?)^\1```/gm)].map(([, indent = '', body = '']) =>
    body
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n'),
  )
}
