// The generated mappers (wire → camelCase, camelCase → wire) on arbitrary JSON: a value or a
// W3DataError, never a TypeError; no prototype pollution; unknown keys kept; the input untouched.
// The mappers are exported only as types from the package entries, so they are loaded from
// generated/ directly, every API found there; the known keys are read from the same files.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sdkName } from 'w3data/catalogue'
import { expectNoPollution, HOSTILE_KEYS, ownRecord, params, settle, timeout } from './support'

type Mapper = (value: unknown) => unknown

interface MapperInfo {
  api: string
  name: string
  map: Mapper
  /** Keys the mapper reads (wire names for map*, SDK names for toWire*); undefined for unions and lists. */
  known: ReadonlySet<string> | undefined
  /** Renames an unknown key the way the mapper does. */
  rename: (key: string) => string
  /** Names of the mapped fields on the output (what `map({})` defines). */
  outputNames: ReadonlySet<string>
}

const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

const generatedDir = fileURLToPath(new URL('../../generated/', import.meta.url))
const apis = readdirSync(generatedDir).filter((dir) => existsSync(`${generatedDir}${dir}/models.gen.ts`))

const mappers: MapperInfo[] = []
/** Every key and tag value the generated files name: what the record arbitraries draw keys from. */
const keyPool = new Set<string>()
const tagValues = new Set<string>()
/** Tagged unions by name: their tag key. */
const unionTags = new Map<string, string>()

for (const api of apis.sort()) {
  const file = `${generatedDir}${api}/models.gen.ts`
  const source = readFileSync(file, 'utf8')
  const sets = new Map<string, Set<string>>()
  // Read from the formatted source: quotes and line breaks are the formatter's, not the emitter's.
  const words = (text: string) => [...text.matchAll(/['"](\w+)['"]/g)].map((match) => match[1] as string)
  // A mapper's wire keys open its `fields(…)` table; a converter's SDK keys are a set.
  for (const [, kind, type, list = ''] of source.matchAll(
    /const (FIELDS|SDK_KEYS)_(\w+) = \/\* @__PURE__ \*\/ (?:fields<[\s\S]*?>\(\s*|new Set\()\[([\s\S]*?)\]/g,
  )) {
    const keys = words(list)
    sets.set(`${kind === 'FIELDS' ? 'WIRE' : 'SDK'}:${type}`, new Set(keys))
    for (const key of keys) keyPool.add(key)
  }
  for (const [call = ''] of source.matchAll(/resolveUnion\([\s\S]*?\n {2}\)/g)) {
    const [, union, tag] = /resolveUnion\(\s*['"](\w+)['"],\s*\w+,\s*['"](\w+)['"]/.exec(call) ?? []
    if (tag) keyPool.add(tag)
    if (union && tag) unionTags.set(union, tag)
    for (const [, value] of call.matchAll(/['"]?(\w+)['"]?: (?:map|toWire)\w+/g))
      tagValues.add(value as string)
    for (const [, shape = ''] of call.matchAll(/\[\s*\[([^\]]*)\],\s*(?:map|toWire)\w+,?\s*\]/g))
      for (const key of words(shape)) keyPool.add(key)
  }
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  for (const [name, exported] of Object.entries(module)) {
    if (typeof exported !== 'function') continue
    const wire = name.startsWith('map')
    if (!wire && !name.startsWith('toWire')) continue
    const type = name.slice(wire ? 3 : 6)
    const map = exported as Mapper
    const empty = settle(() => map({}))
    const outputNames = new Set(
      empty.ok && typeof empty.value === 'object' && empty.value ? Object.keys(empty.value) : [],
    )
    mappers.push({
      api,
      name,
      map,
      known: sets.get(`${wire ? 'WIRE' : 'SDK'}:${type}`),
      rename: wire ? sdkName : toSnake,
      outputNames,
    })
  }
}

const jsonScalar = fc.oneof(
  fc.string(),
  fc.constantFrom(...tagValues),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
)
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...keyPool) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 2, arbitrary: fc.string() },
)
/** JSON as JSON.parse gives it (own `__proto__` keys included), with the generated files' keys and tags. */
const { wire } = fc.letrec<{ wire: unknown; list: unknown[]; record: Record<string, unknown> }>((tie) => ({
  wire: fc.oneof({ depthSize: 'small' }, jsonScalar, tie('list'), tie('record')),
  list: fc.array(tie('wire'), { maxLength: 4 }),
  record: fc
    .uniqueArray(fc.tuple(key, tie('wire')), { selector: ([name]) => name, maxLength: 8 })
    .map(ownRecord),
}))

/** An input aimed at one mapper: some of its known keys, plus others (hostile ones among them). */
const aimed = fc.constantFrom(...mappers).chain((mapper) =>
  fc.tuple(
    fc.constant(mapper),
    fc
      .tuple(
        fc.subarray([...(mapper.known ?? [])]),
        fc.uniqueArray(fc.tuple(key, wire), { selector: ([name]) => name, maxLength: 6 }),
        fc.array(wire, { minLength: 8, maxLength: 8 }),
      )
      .map(([knownKeys, extra, values]) =>
        ownRecord([
          ...knownKeys.map((name, index) => [name, values[index % values.length]] as const),
          ...extra.filter(([name]) => !knownKeys.includes(name)),
        ]),
      ),
  ),
)

/** The unknown keys of `input` the output must carry: renamed, unless the new name is taken. */
function expectUnknownKept(mapper: MapperInfo, input: Record<string, unknown>, output: unknown): void {
  if (!mapper.known || typeof output !== 'object' || output === null) return
  const names = Object.keys(input)
  for (const name of names) {
    if (mapper.known.has(name)) continue
    const renamed = mapper.rename(name)
    // Which of two keys that rename alike wins, or an unknown key against a mapped field, is not
    // specified here (see the report); every other unknown key must be kept as it came.
    if (mapper.outputNames.has(renamed)) continue
    if (names.some((other) => other !== name && mapper.rename(other) === renamed)) continue
    expect(Object.hasOwn(output, renamed), `${mapper.name} keeps ${JSON.stringify(name)} as ${renamed}`).toBe(
      true,
    )
    expect((output as Record<string, unknown>)[renamed]).toBe(input[name])
  }
}

describe('generated mappers', () => {
  it('were found', () => {
    expect(apis).toEqual(expect.arrayContaining(['aptos', 'evm']))
    expect(
      mappers.filter((mapper) => mapper.api === 'aptos' && mapper.name.startsWith('map')).length,
    ).toBeGreaterThan(50)
    expect(mappers.filter((mapper) => mapper.known).length).toBeGreaterThan(300)
  })

  it(
    'map one input aimed at them to a value or a W3DataError, keep unknown keys, pollute nothing, leave the input as it was',
    () => {
      fc.assert(
        fc.property(aimed, ([mapper, input]) => {
          const before = JSON.stringify(input)
          const settled = settle(() => mapper.map(input))
          expectNoPollution()
          expect(JSON.stringify(input)).toBe(before)
          if (!settled.ok) {
            // Only a tagged union that recognises no member may refuse.
            expect(settled.error.code).toBe('C0016')
            expect(settled.error.message).toMatch(/^\[C0016\] Cannot resolve \w+: no member matches/)
            return
          }
          const output = settled.value
          if (typeof output === 'object' && output !== null && !Array.isArray(output))
            expect(Object.getPrototypeOf(output)).toBe(Object.prototype)
          expect(() => JSON.stringify(output)).not.toThrow()
          expectUnknownKept(mapper, input, output)
        }),
        params,
      )
    },
    timeout,
  )

  it(
    `all map arbitrary JSON (fc.jsonValue and records with __proto__, constructor, prototype keys) without a TypeError`,
    () => {
      const input = fc.oneof(
        fc.jsonValue(),
        wire,
        fc.json().map((text) => JSON.parse(text) as unknown),
      )
      fc.assert(
        fc.property(input, (value) => {
          for (const mapper of mappers) {
            const settled = settle(() => mapper.map(value))
            if (!settled.ok) expect(settled.error.code).toBe('C0016')
          }
          expectNoPollution()
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'keep a tagged union member of an unknown type with its tag and every field, keys in camelCase',
    () => {
      const unions = mappers.filter(
        (mapper) => mapper.name.startsWith('map') && unionTags.has(mapper.name.slice(3)),
      )
      expect(unions.length).toBeGreaterThan(3)
      const unknownType = fc.string({ minLength: 1 }).filter((value) => !tagValues.has(value))
      const fields = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}(_[a-z]{1,6}){0,2}$/), fc.jsonValue(), {
        maxKeys: 6,
      })
      fc.assert(
        fc.property(fc.constantFrom(...unions), unknownType, fields, (mapper, type, rest) => {
          const tag = unionTags.get(mapper.name.slice(3)) as string
          const input = { ...rest, [tag]: type }
          const output = mapper.map(input) as Record<string, unknown>
          expect(output[tag]).toBe(type)
          for (const [key, value] of Object.entries(input)) expect(output[sdkName(key)]).toEqual(value)
        }),
        params,
      )
    },
    timeout,
  )

  it('keep __proto__, constructor and prototype from JSON.parse as plain data', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": {"polluted": true}, "type": "user_transaction"}',
    ) as Record<string, unknown>
    for (const mapper of mappers) {
      const settled = settle(() => mapper.map(hostile))
      expectNoPollution()
      if (!settled.ok || !mapper.known) continue
      const output = settled.value as Record<string, unknown>
      expect(Object.getPrototypeOf(output)).toBe(Object.prototype)
      expect(output['polluted']).toBeUndefined()
      expectUnknownKept(mapper, hostile, output)
    }
  })
})
