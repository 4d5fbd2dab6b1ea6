import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type ApiCatalogue, catalogues, type OperationEntry } from 'w3data/catalogue'
import { initialValues, toParams, withExamples } from '../../react-demo/src/formValues'
import { runKind } from '../../react-demo/src/operations'
import { reactSnippet, toLiteral, typeScriptSnippet } from '../../react-demo/src/snippets'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The parameters the demo's form holds after "Fill examples". */
function exampleParams(operation: OperationEntry, catalogue: ApiCatalogue) {
  const built = toParams(
    operation,
    catalogue,
    withExamples(operation, catalogue, initialValues(operation, catalogue)),
  )
  if (!built.ok)
    throw new Error(`${operation.id}: the form's examples do not build: ${JSON.stringify(built.errors)}`)
  return built.params
}

/**
 * Type errors of `files` (name → text), checked by TypeScript 7 (tools/, as `make typecheck`) in a
 * folder of this repository with its tsconfig.json: `w3data` and `w3data/react` resolve to the
 * package entries, as for the tests, and React to the repository's node_modules.
 */
function typeErrors(files: ReadonlyMap<string, string>): string[] {
  mkdirSync(join(ROOT, '.cache'), { recursive: true })
  const folder = mkdtempSync(join(ROOT, '.cache', 'snippets-'))
  try {
    for (const [name, text] of files) writeFileSync(join(folder, name), text)
    const config = { extends: join(ROOT, 'tsconfig.json'), files: [...files.keys()], include: [] }
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(config))
    const tsc = join(ROOT, 'tools/node_modules/typescript/bin/tsc')
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', folder], {
      encoding: 'utf8',
    })
    const errors = run.stdout.split('\n').filter(Boolean)
    if (run.status !== 0 && errors.length === 0) throw new Error(`tsc did not run: ${run.stderr}`)
    return errors
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const all = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({ catalogue, operation })),
)

const WRONG = 'wrong.snippet.ts'
let checked: { others: string[]; wrong: string[] } | undefined

/**
 * The type errors of each operation's snippets as the form filled with examples writes them, and
 * of one call with a misspelt parameter (in WRONG), from one run of tsc over all of them.
 */
function snippetTypeErrors(): { others: string[]; wrong: string[] } {
  if (checked) return checked
  const files = new Map<string, string>()
  for (const { catalogue, operation } of all) {
    const params = exampleParams(operation, catalogue)
    const name = `${catalogue.api}-${operation.id}`
    files.set(`${name}.snippet.ts`, typeScriptSnippet(operation, params))
    files.set(`${name}.snippet.tsx`, reactSnippet(operation, params, runKind(operation)))
  }
  const portfolio = all.find((entry) => entry.operation.id === 'getPortfolio')!.operation
  files.set(WRONG, typeScriptSnippet(portfolio, { adress: 'So1' }))
  const errors = typeErrors(files)
  const inWrong = (error: string) => error.includes(`${WRONG}(`)
  checked = { others: errors.filter((error) => !inWrong(error)), wrong: errors.filter(inWrong) }
  return checked
}

describe('code to copy', () => {
  it('writes literals as a user would', () => {
    expect(toLiteral({ address: 'So1', network: 'mainnet', limit: 10, flags: [true] })).toBe(
      "{ address: 'So1', network: 'mainnet', limit: 10, flags: [true] }",
    )
    expect(toLiteral({ "it's": "a 'quote'\n" })).toBe(`{ 'it\\'s': 'a \\'quote\\'\\n' }`)
    const [a, b] = [`0x${'a'.repeat(64)}`, `0x${'b'.repeat(64)}`]
    expect(toLiteral({ creatorAddresses: [a], limit: 10 })).toBe(
      `{\n  creatorAddresses: ['${a}'],\n  limit: 10,\n}`,
    )
    expect(toLiteral({ creatorAddresses: [a, b], limit: 10 })).toBe(
      `{\n  creatorAddresses: [\n    '${a}',\n    '${b}',\n  ],\n  limit: 10,\n}`,
    )
  })

  it('shows the call of the issue for Solana getPortfolio', () => {
    const { catalogue, operation } = all.find((entry) => entry.operation.id === 'getPortfolio')!
    expect(typeScriptSnippet(operation, { address: 'So1', network: 'mainnet' })).toContain(
      "await client.solana.getPortfolio({ address: 'So1', network: 'mainnet' })",
    )
    expect(reactSnippet(operation, exampleParams(operation, catalogue), 'query')).toContain(
      'useSolanaGetPortfolio({',
    )
  })

  it('writes every parameter the form sends, defaults it shows included (getWalletNFTs)', () => {
    const { catalogue, operation } = all.find(
      (entry) => entry.catalogue.api === 'evm' && entry.operation.id === 'getWalletNFTs',
    )!
    const params = exampleParams(operation, catalogue)
    expect(params).toMatchObject({ format: 'decimal', normalizeMetadata: true })
    const snippet = typeScriptSnippet(operation, params)
    expect(snippet).toContain("format: 'decimal'")
    expect(snippet).toContain('normalizeMetadata: true')
    for (const { catalogue, operation } of all) {
      const given = exampleParams(operation, catalogue)
      const code = typeScriptSnippet(operation, given)
      for (const name of Object.keys(given))
        expect(code, `${operation.id}: ${name}`).toMatch(new RegExp(`\\b${name}\\b`))
    }
  })

  it('type-checks for every operation of the 5 APIs, from the form filled with examples', () => {
    expect(new Set(all.map(({ catalogue }) => catalogue.api)).size).toBe(5)
    expect(snippetTypeErrors().others).toEqual([])
  }, 120_000)

  it('fails to type-check a call with a wrong parameter', () => {
    expect(snippetTypeErrors().wrong.join('\n')).toMatch(/adress/)
  }, 120_000)
})
