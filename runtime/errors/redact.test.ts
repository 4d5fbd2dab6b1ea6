import { beforeEach, describe, expect, it, vi } from 'vitest'
import { collectGarbage } from '../../test/support/collectGarbage'

// Each test starts with no secret registered: the registry is module state, so it is reloaded.
let redact: typeof import('./redact')
beforeEach(async () => {
  vi.resetModules()
  redact = await import('./redact')
})

/** Registers `secret` for a holder nobody keeps, so it can be collected. */
function registerForAWhile(secret: string): void {
  redact.registerSecret(secret, {})
}

const KEY = 'sk_live_0123456789abcdef'
/** A secret sharing KEY's first eight characters, and longer. */
const LONGER_KEY = `${KEY}-and-more`

describe('redactSecrets', () => {
  it('masks every occurrence of a registered secret, at the start, inside and at the end', () => {
    redact.registerSecret(KEY, globalThis)
    expect(redact.redactSecrets(KEY)).toBe('***')
    expect(redact.redactSecrets(`key=${KEY}&again=${KEY}`)).toBe('key=***&again=***')
    expect(redact.redactSecrets(`ends with ${KEY}`)).toBe('ends with ***')
  })

  it('leaves a text without secrets as it is', () => {
    redact.registerSecret(KEY, globalThis)
    expect(redact.redactSecrets('sk_live_ is only the start of a key')).toBe(
      'sk_live_ is only the start of a key',
    )
    expect(redact.redactSecrets('short')).toBe('short')
  })

  it('masks the longest of the secrets that start at one place, and nothing past the one it masks', () => {
    redact.registerSecret(LONGER_KEY, globalThis)
    redact.registerSecret(KEY, globalThis)
    expect(redact.redactSecrets(`a ${LONGER_KEY} b`)).toBe('a *** b')
    expect(redact.redactSecrets(`a ${KEY} b`)).toBe('a *** b')
  })

  it('gives at most the first `length` characters, masked, with secrets registered or none', () => {
    expect(redact.redactSecrets(`0123456789 ${KEY}`, 5)).toBe('01234')
    redact.registerSecret(KEY, globalThis)
    expect(redact.redactSecrets(`${KEY} 0123456789`, 5)).toBe('*** 0')
    expect(redact.redactSecrets(`${KEY} ${KEY} tail`, 7)).toBe('*** ***')
    expect(redact.redactSecrets(`0123456789 ${KEY}`, 12)).toBe('0123456789 *')
  })

  it('registers secrets of eight characters or more, and ignores shorter ones', () => {
    redact.registerSecret('1234567', globalThis)
    redact.registerSecret(undefined, globalThis)
    const data = { token: '1234567' }
    expect(redact.redactDeep(data)).toEqual(data)
    redact.registerSecret('12345678', globalThis)
    expect(redact.redactSecrets('token 12345678')).toBe('token ***')
  })
})

describe('redactDeep', () => {
  it('keeps values other than plain data as they are, secrets registered or not', () => {
    const when = new Date(0)
    expect(redact.redactDeep({ when, list: [1] })).toEqual({ when, list: [1] })
    redact.registerSecret(KEY, globalThis)
    expect((redact.redactDeep({ when }) as { when: Date }).when).toBe(when)
  })

  it('cuts a long string anywhere in the data, secrets registered or not', () => {
    const long = 'c'.repeat(100_000)
    const cut = redact.redactDeep({ nested: { list: [long] } }) as { nested: { list: string[] } }
    expect(cut.nested.list[0]).toBe(redact.redactAndCut(long))
    expect(cut.nested.list[0]?.length).toBe(redact.MAX_ERROR_TEXT)
  })

  it('masks secrets in every string of objects and lists, keeping keys and other values', () => {
    redact.registerSecret(KEY, globalThis)
    const data = { message: `bad key ${KEY}`, list: [KEY, 2, null], nested: { ok: true, none: null } }
    const masked = redact.redactDeep(data)
    expect(masked).toEqual({
      message: 'bad key ***',
      list: ['***', 2, null],
      nested: { ok: true, none: null },
    })
    expect(JSON.stringify(masked)).not.toContain(KEY)
    expect(redact.redactDeep(null)).toBe(null)
  })

  it('masks secrets in an object without a prototype, as querystring.parse and Object.create(null) make', () => {
    redact.registerSecret(KEY, globalThis)
    const bare = Object.assign(Object.create(null) as object, { query: `key=${KEY}` })
    expect(JSON.stringify(redact.redactDeep(bare))).toBe('{"query":"key=***"}')
  })

  it('keeps a "__proto__" key as plain data, without touching the prototype', () => {
    redact.registerSecret(KEY, globalThis)
    const masked = redact.redactDeep(JSON.parse(`{"__proto__": {"key": "${KEY}"}}`)) as object
    expect(Object.getPrototypeOf(masked)).toBe(Object.prototype)
    expect(JSON.stringify(masked)).toBe('{"__proto__":{"key":"***"}}')
  })

  it('gives plain data: fields as JSON.parse makes them, enumerable, writable and configurable', () => {
    redact.registerSecret(KEY, globalThis)
    const masked = redact.redactDeep({ key: KEY, count: 1 }) as object
    expect(Object.getOwnPropertyDescriptors(masked)).toEqual(
      Object.getOwnPropertyDescriptors(JSON.parse('{"key": "***", "count": 1}')),
    )
  })

  it('replaces what is nested deeper than 8 levels with "[Truncated]"', () => {
    redact.registerSecret(KEY, globalThis)
    let objects: unknown = 'leaf'
    let lists: unknown = 'leaf'
    for (let level = 0; level < 9; level++) {
      objects = { down: objects }
      lists = [lists]
    }
    // Nine levels keep their leaf; a tenth is cut off at the ninth.
    expect(JSON.stringify(redact.redactDeep(objects))).toBe(`${'{"down":'.repeat(9)}"leaf"${'}'.repeat(9)}`)
    expect(JSON.stringify(redact.redactDeep(lists))).toBe(`${'['.repeat(9)}"leaf"${']'.repeat(9)}`)
    expect(JSON.stringify(redact.redactDeep({ down: objects }))).toBe(
      `${'{"down":'.repeat(9)}"[Truncated]"${'}'.repeat(9)}`,
    )
    expect(JSON.stringify(redact.redactDeep([lists]))).toBe(`${'['.repeat(9)}"[Truncated]"${']'.repeat(9)}`)
  })
})

describe('secrets of clients that are gone', () => {
  it('are no longer masked once every holder is garbage-collected', async () => {
    registerForAWhile(KEY)
    registerForAWhile(KEY)
    expect(redact.redactSecrets(KEY)).toBe('***')
    await collectGarbage({ until: () => redact.redactSecrets(KEY) === KEY })
    expect(redact.redactSecrets(KEY)).toBe(KEY)
    // Nothing is left registered, so data keeps the key again.
    expect(redact.redactDeep({ key: KEY })).toEqual({ key: KEY })
  })

  it('stay masked while any holder of the same secret lives', async () => {
    const holder = {}
    redact.registerSecret(KEY, holder)
    registerForAWhile(KEY)
    registerForAWhile(KEY)
    registerForAWhile(LONGER_KEY)
    const longerReleased = () => redact.redactSecrets(LONGER_KEY) === `***${LONGER_KEY.slice(KEY.length)}`
    await collectGarbage({ until: longerReleased })
    expect(longerReleased()).toBe(true)
    await collectGarbage({ rounds: 5 })
    expect(redact.redactSecrets(KEY)).toBe('***')
    // The holder is used after the collections, so it lives through them.
    expect(holder).toEqual({})
  })
})

describe('redactAndCut', () => {
  const SECRET = 'sk_cut_secret_0123456789'
  const holder = {}
  const note = (length: number) => `… (${length} characters in all)`

  it('keeps a short text whole and cuts a long one to max characters, its note included', () => {
    expect(redact.redactAndCut('short', 64)).toBe('short')
    const cut = redact.redactAndCut('x'.repeat(100), 64)
    expect(cut).toBe(`${'x'.repeat(64 - note(100).length)}${note(100)}`)
    expect(redact.redactAndCut(cut, 64)).toBe(cut)
  })

  it.each([4, 9, SECRET.length - 1])(
    'masks the first %i characters of a secret where the cut ends',
    (shown) => {
      redact.registerSecret(SECRET, holder)
      const kept = 64 - note(200).length
      const text = `${'x'.repeat(kept - shown)}${SECRET.slice(0, shown)}`.padEnd(200, 'y')
      expect(redact.redactAndCut(text, 64)).toBe(`${'x'.repeat(kept - shown)}***${note(200)}`)
    },
  )

  it('leaves fewer than 4 characters of a secret at the cut: they could be any word', () => {
    redact.registerSecret(SECRET, holder)
    const kept = 64 - note(200).length
    const text = `${'x'.repeat(kept - 3)}sk_`.padEnd(200, 'y')
    expect(redact.redactAndCut(text, 64)).toBe(`${text.slice(0, kept)}${note(200)}`)
  })
})
