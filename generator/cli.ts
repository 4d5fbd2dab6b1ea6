import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generate } from './generate'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const specRoot = join(root, 'spec')
const outRoot = join(root, 'generated')

const started = performance.now()
const files = await generate(specRoot)
for (const stale of listGenerated(outRoot)) if (!files.has(stale)) rmSync(join(outRoot, stale))
for (const [path, text] of files) {
  mkdirSync(dirname(join(outRoot, path)), { recursive: true })
  writeFileSync(join(outRoot, path), text)
}
console.log(
  `generated ${files.size} files into ${relative(process.cwd(), outRoot) || '.'} in ${Math.round(performance.now() - started)} ms`,
)

function listGenerated(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.gen.ts'))
  } catch {
    return []
  }
}
