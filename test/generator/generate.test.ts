import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generate } from '../../generator/generate'

const fixtures = join(import.meta.dirname, 'fixtures')

describe.each(readdirSync(fixtures))('fixture %s', (fixture) => {
  it('emits the files of its snapshot', async () => {
    const files = await generate(join(fixtures, fixture, 'spec'))
    for (const [path, text] of files) {
      await expect(text).toMatchFileSnapshot(join(fixtures, fixture, 'generated', path))
    }
  })

  it('emits byte-identical output on every run', async () => {
    const spec = join(fixtures, fixture, 'spec')
    const [first, second] = await Promise.all([generate(spec), generate(spec)])
    expect([...second]).toEqual([...first])
  })
})
