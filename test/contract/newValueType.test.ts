/**
 * Adding a value type is a small, guided change: on a copy of the repository, a throwaway value
 * type gets its contract entry, its runtime class (exported from the runtime's index) and
 * compat's decision (its SDK value object, or none), and nothing else; compat's table is
 * exhaustive, so leaving that out fails to compile. A spec that uses it generates, and the generated code type-checks together with every
 * file that names the value types (generator, runtime, mock, command line, demo, tests).
 */
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const run = promisify(execFile)

const CONTRACT = 'runtime/contract/valueTypes.ts'
const TABLE_END = '} as const satisfies Readonly<Record<string, ValueTypeEntry>>'
const COMPAT = 'compat/valueTypes.ts'
const COMPAT_END = '} as const satisfies Wrappers'

const ENTRY = `  'hex-color': {
    schema: 'hexColorSchema',
    input: 'HexColorInput',
    example: '#ff8800',
    accepts: 'a colour: # and six hex digits',
  },
`

const RUNTIME_CLASS = `import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { valueSchema } from '../operation/valueTypes'

export type HexColorInput = \`#\${string}\`

export function normalizeHexColor(value: unknown): string {
  if (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase()
  throw new W3DataError({ code: CoreErrorCode.INVALID_ARGUMENT, message: 'Invalid colour provided' })
}

export const hexColorSchema = valueSchema(normalizeHexColor)
`

const SPEC = `openapi: 3.1.0
info: { title: Colors API, version: "1" }
x-w3data-api: colors
x-w3data-base-url: https://colors.test
paths:
  /paint/{color}:
    get:
      operationId: getPaint
      summary: A paint of one colour
      parameters:
        - { name: color, in: path, required: true, schema: { type: string, x-w3data-value-type: hex-color } }
        - name: mixed_with
          in: query
          required: false
          schema: { type: array, items: { type: string, x-w3data-value-type: hex-color } }
      responses:
        "200":
          description: The paint
          content:
            { application/json: { schema: { type: object, properties: { paint_name: { type: string } } } } }
`

let copy: string

/** The tracked files as they are in the working tree, and node_modules by a link. */
async function copyRepository(): Promise<string> {
  const target = mkdtempSync(join(tmpdir(), 'w3data-contract-'))
  const { stdout } = await run('git', ['ls-files', '-z'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 })
  for (const path of stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(target, path)), { recursive: true })
    cpSync(join(ROOT, path), join(target, path))
  }
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'), 'dir')
  return target
}

function addValueType(root: string): void {
  const contract = readFileSync(join(root, CONTRACT), 'utf8')
  expect(contract).toContain(TABLE_END)
  writeFileSync(join(root, CONTRACT), contract.replace(TABLE_END, `${ENTRY}${TABLE_END}`))
  writeFileSync(join(root, 'runtime/values/HexColor.ts'), RUNTIME_CLASS)
  const index = readFileSync(join(root, 'runtime/index.ts'), 'utf8')
  writeFileSync(join(root, 'runtime/index.ts'), `${index}export * from './values/HexColor'\n`)
  const wrappers = readFileSync(join(root, COMPAT), 'utf8')
  expect(wrappers).toContain(COMPAT_END)
  writeFileSync(join(root, COMPAT), wrappers.replace(COMPAT_END, `  'hex-color': undefined,\n${COMPAT_END}`))
}

/** Every source file that names the value types, found in the copy as it is. */
async function valueTypeReaders(root: string): Promise<string[]> {
  const { stdout } = await run(
    'git',
    ['grep', '-l', '-E', String.raw`\bValueType\b|VALUE_TYPES|x-w3data-value-type`, '--', '*.ts', '*.tsx'],
    { cwd: ROOT },
  )
  return stdout
    .split('\n')
    .filter((path) => path && !path.startsWith('test/generator/fixtures/') && !path.startsWith('mcp/'))
    .filter((path) => !path.startsWith('generated/') && !path.startsWith('bench/'))
    .filter((path) => existsSync(join(root, path)))
}

beforeAll(async () => {
  copy = await copyRepository()
  addValueType(copy)
  mkdirSync(join(copy, 'colors-spec/colors'), { recursive: true })
  writeFileSync(join(copy, 'colors-spec/colors/index.yaml'), SPEC)
}, 60_000)

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

it("takes a contract entry, a runtime class and compat's decision, and nothing else", async () => {
  await run(
    process.execPath,
    ['--import', 'tsx', 'generator/cli.ts', '--spec', 'colors-spec', '--out', 'colors-generated'],
    { cwd: copy },
  )
  const schemas = readFileSync(join(copy, 'colors-generated/colors/schemas.gen.ts'), 'utf8')
  const operations = readFileSync(join(copy, 'colors-generated/colors/operations.gen.ts'), 'utf8')
  expect(schemas).toContain('color: hexColorSchema')
  expect(operations).toContain('color: HexColorInput')
  expect(operations).toContain('mixedWith?: OneOrMany<HexColorInput> | undefined')
  expect(operations).toContain('getPaint(client, { color: "#ff8800" })')

  const include = ['colors-generated', ...(await valueTypeReaders(copy))]
  expect(include).toContain('test/mock/sampleRequest.ts')
  writeFileSync(
    join(copy, 'tsconfig.contract.json'),
    JSON.stringify({ extends: './tsconfig.json', include, exclude: [] }),
  )
  // TypeScript 7 (tools/, as `make typecheck` runs it): a failed run is reported, not only its output.
  const tsc = join(ROOT, 'tools/node_modules/typescript/bin/tsc')
  const checked = await run(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.contract.json'], {
    cwd: copy,
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({
      code: error.code,
      stdout: error.stdout || String(error),
    }),
  )
  expect(checked).toEqual({ code: 0, stdout: '' })
}, 300_000)
