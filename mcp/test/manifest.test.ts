import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('../scripts/manifest.mjs', import.meta.url))
let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

function packageBeside(version: string): string {
  root = mkdtempSync(join(tmpdir(), 'w3data-manifest-'))
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'w3data', version }))
  const folder = join(root, 'side')
  mkdirSync(folder)
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'side', dependencies: { w3data: 'file:..' } }),
  )
  return folder
}

const manifest = (mode: string, folder: string) =>
  execFileSync(process.execPath, [script, mode], { cwd: folder })
const read = (folder: string) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))

// npm pack in mcp/ and jobs/ runs it as prepack and postpack.
describe('scripts/manifest.mjs', () => {
  it('depends on the published w3data of the same version to pack, and on the one beside it after', () => {
    const folder = packageBeside('1.4.2')
    manifest('publish', folder)
    expect(read(folder).dependencies).toEqual({ w3data: '^1.4.2' })
    manifest('develop', folder)
    expect(read(folder).dependencies).toEqual({ w3data: 'file:..' })
  })

  // make test packs both while another vitest resolves modules through their package.json.
  it('replaces package.json whole, never truncating the file a reader may have open', () => {
    const folder = packageBeside('1.4.2')
    const before = statSync(join(folder, 'package.json')).ino
    manifest('publish', folder)
    expect(statSync(join(folder, 'package.json')).ino).not.toBe(before)
  })
})
