// `npm pack` writes its tarball into the folder it packs (the root, mcp/, jobs/): git ignores both, so
// packing as the READMEs say leaves a clone clean.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** The file name `npm pack` gives the package in `folder`. */
function tarballName(folder: string): string {
  const { name, version } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'))
  return join(folder, `${name}-${version}.tgz`)
}

describe('the tarballs npm pack writes', () => {
  it.each(['.', 'mcp', 'jobs'])('are ignored by git in %s', (folder) => {
    const tarball = tarballName(folder)
    expect(
      execFileSync('git', ['check-ignore', '--no-index', tarball], { cwd: ROOT, encoding: 'utf8' }).trim(),
    ).toBe(tarball)
  })
})
