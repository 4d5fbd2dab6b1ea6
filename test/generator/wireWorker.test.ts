import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { CORE_SCHEMA, load } from 'js-yaml'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'
import { startWireTypes } from '../../generator/emit/wire/emitWire'
import { wireDocument } from '../../generator/emit/wire/wireDocument'
import { listSpecFolders } from '../../generator/load/loadSpec'
import { buildModels } from '../../generator/model/buildModels'
import { folderPerTest } from '../support/folderPerTest'

const ROOT = join(import.meta.dirname, '../..')
const fixtures = join(import.meta.dirname, 'fixtures')
const cacheDir = folderPerTest('w3data-wire-worker-')

/** Runs module `lines` (one text) in a Node process of its own, in the repository's root. */
const inOwnProcess = (lines: string, flags: string[] = []) =>
  promisify(execFile)(process.execPath, [...flags, '--input-type=module', '-e', lines], { cwd: ROOT })

describe("the wire types' thread", () => {
  it.each(readdirSync(fixtures))(
    "renders fixture %s as openapi-typescript's openapiTS does with the worker's options",
    async (fixture) => {
      const spec = join(fixtures, fixture, 'spec')
      const models = buildModels(spec, listSpecFolders(spec))
      const wireTypes = startWireTypes({ cacheDir: cacheDir(), codeCacheDir: cacheDir() })
      const rendered = await wireTypes.render(models)
      await wireTypes.close()
      const options = { alphabetize: true, exportType: true, silent: true }
      const viaOpenapiTS = async (document: object) =>
        astToString(await openapiTS(document as OpenAPI3, options))
      const expected = await Promise.all(models.map((model) => viaOpenapiTS(wireDocument(model.document))))
      expect(rendered).toEqual(expected)
    },
    60_000,
  )

  it('parses the spec texts it is given as the loader does, no value for a text js-yaml refuses', async () => {
    const text = 'openapi: 3.1.0\ninfo: { title: T, version: 1.0.0 }\nyes: no\n'
    const wireTypes = startWireTypes({
      cacheDir: cacheDir(),
      codeCacheDir: cacheDir(),
      parse: [text, 'a: [\n'],
    })
    expect(wireTypes.threadStarted).toBe(true)
    expect(await wireTypes.parsed).toEqual([{ value: load(text, { schema: CORE_SCHEMA }) }, undefined])
    await wireTypes.close()
  }, 30_000)

  it("loads openapi-typescript's transform without Redocly's lint and bundle", async () => {
    // Loaded in a process of its own, where nothing else has loaded Redocly.
    const script = [
      "import { createRequire } from 'node:module'",
      "await import('./generator/emit/wire/wireWorker.mjs')",
      'console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)))',
    ].join('\n')
    const { stdout } = await inOwnProcess(script)
    const loaded = (JSON.parse(stdout) as string[]).map((path) => path.replaceAll('\\', '/'))
    expect(loaded.some((path) => path.includes('/openapi-typescript/dist/transform/'))).toBe(true)
    expect(loaded.filter((path) => path.includes('/@redocly/openapi-core/lib/')).length).toBeLessThan(10)
    expect(loaded).not.toContainEqual(
      expect.stringMatching(/@redocly\/openapi-core\/lib\/(index|bundle|lint)\.js$/),
    )
  }, 30_000)

  it("keeps TypeScript's compiled code after a render, and a later worker compiles from it", async () => {
    // Rendered in a process of its own: V8 refuses a code cache made under other flags, and a test
    // file sharing this process sets one (those using test/support/collectGarbage.ts: --expose-gc).
    const render = [
      "import { startWireTypes } from './generator/emit/wire/emitWire.ts'",
      "import { listSpecFolders } from './generator/load/loadSpec.ts'",
      "import { buildModels } from './generator/model/buildModels.ts'",
      `const spec = ${JSON.stringify(join(fixtures, 'paging', 'spec'))}`,
      `const wireTypes = startWireTypes({ cacheDir: ${JSON.stringify(cacheDir())}, codeCacheDir: ${JSON.stringify(cacheDir())} })`,
      'await wireTypes.render(buildModels(spec, listSpecFolders(spec)))',
      'await wireTypes.close()',
    ].join('\n')
    await inOwnProcess(render, ['--import', 'tsx'])
    expect(
      readdirSync(cacheDir()).filter((name) => /^typescript\+lib\+typescript-\d+-\d+\.v8$/.test(name)),
    ).toHaveLength(1)

    // Loaded in a process of its own, where TypeScript is not loaded yet.
    const script = [
      "import { createRequire } from 'node:module'",
      "import { loadWithCodeCache } from './generator/emit/wire/codeCache.mjs'",
      "const typescript = createRequire(import.meta.url).resolve('typescript')",
      `const loaded = loadWithCodeCache(typescript, ${JSON.stringify(cacheDir())})`,
      "const same = createRequire(import.meta.url)('typescript') === createRequire(typescript).cache[typescript].exports",
      'console.log(JSON.stringify({ usedCache: loaded.usedCache, same }))',
    ].join('\n')
    const { stdout } = await inOwnProcess(script)
    expect(JSON.parse(stdout)).toEqual({ usedCache: true, same: true })
  }, 60_000)
})
