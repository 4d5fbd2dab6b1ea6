// Redaction does not grow with the clients made (counted, not timed), and a key is refused or
// hidden wherever it could leak.
import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import { createClient, PagingLoopError, W3DataError } from 'w3data'
import { json } from '../support/loopback'
import { API_KEY } from './render'
import { clientOn, serve, WALLET } from './serve'

/** The string and pattern methods that searching a text for secrets would call. */
const SEARCHES = [
  [
    String.prototype,
    ['startsWith', 'includes', 'indexOf', 'slice', 'substring', 'replace', 'replaceAll', 'split'],
  ],
  [RegExp.prototype, ['exec', 'test']],
] as const

/** How many of those calls `run` makes (counted, not timed: the count does not vary with load). */
function searchesIn(run: () => void): number {
  let calls = 0
  const restore: (() => void)[] = []
  for (const [prototype, names] of SEARCHES) {
    for (const name of names) {
      const original = Reflect.get(prototype, name) as (...args: unknown[]) => unknown
      Reflect.set(prototype, name, function (this: unknown, ...args: unknown[]) {
        calls++
        return Reflect.apply(original, this, args)
      })
      restore.push(() => Reflect.set(prototype, name, original))
    }
  }
  try {
    run()
  } finally {
    for (const undo of restore) undo()
  }
  return calls
}

describe('redaction does not grow with the clients created', () => {
  it('an error made with 30,000 clients of distinct keys searches its text as often as with one, and each key is masked', () => {
    const first = createClient({ apiKey: 'distinct-key-first-abcdef', logLevel: 'off' })
    const error = () => new W3DataError({ code: 'C0001', message: 'failure of a call to the provider' })
    const withFew = searchesIn(error)
    const clients = Array.from({ length: 30_000 }, (_, index) =>
      createClient({ apiKey: `distinct-key-${index}-abcdef`, logLevel: 'off' }),
    )
    // Before: every registered key was searched for in every message.
    expect(searchesIn(error)).toBe(withFew)
    const leaked = new W3DataError({ code: 'C0001', message: 'key distinct-key-29999-abcdef sent' })
    expect(leaked.message).toBe('[C0001] key *** sent')
    expect([first, ...clients]).toHaveLength(30_001)
  })
})

describe('redaction does not grow with the text an error quotes', () => {
  it('a cursor of megabytes is searched as far as the error keeps it, and a key in what it keeps is masked', () => {
    const client = createClient({ apiKey: API_KEY, logLevel: 'off' })
    const quoting = (size: number) => () => new PagingLoopError(`cursor "${API_KEY}${'c'.repeat(size)}"`)
    expect(searchesIn(quoting(8_000_000))).toBe(searchesIn(quoting(4_000_000)))
    const error = new PagingLoopError(`cursor "${API_KEY}${'c'.repeat(8_000_000)}"`)
    expect(error.position.startsWith('cursor "***ccc')).toBe(true)
    expect(error.message).not.toContain(API_KEY)
    expect(client).toBeDefined()
  })
})

describe('keys that could not be redacted are refused up front', () => {
  it.each([
    ['shorter than 8 characters', 'short'],
    ['holding CR/LF', 'abcdefgh\r\nx-evil: 1'],
    ['holding NUL', 'abcdefgh\u0000tail'],
  ])('an apiKey %s is C0014, without the key in the message', (_, apiKey) => {
    const error = (() => {
      try {
        createClient({ apiKey })
      } catch (caught) {
        return caught as W3DataError
      }
      return undefined
    })()
    expect(error?.message).toBe(
      '[C0014] Invalid value for configuration key apiKey: Expected a string of at least 8 characters, without control characters',
    )
    expect(JSON.stringify(error?.details)).not.toContain(apiKey)
  })

  it('an empty apiKey is a key not set yet: the client is made, a call fails with A0003', async () => {
    const client = createClient({ apiKey: '', baseUrls: { evm: 'http://127.0.0.1:9/api' } })
    await expect(client.evm.getNativeBalance({ address: WALLET })).rejects.toThrow(
      '[A0003] apiKey is not set',
    )
  })

  it('a base URL with user information is C0014', () => {
    expect(() =>
      createClient({ apiKey: API_KEY, baseUrls: { evm: 'https://user:pw@evm.test/api' } }),
    ).toThrow(
      '[C0014] Invalid value for configuration key baseUrls: Expected base URLs without user information (user:password@)',
    )
    expect(() =>
      createClient({ apiKey: API_KEY, baseUrls: { aptos: { mainnet: 'http://secret@aptos.test' } } }),
    ).toThrow('without user information')
  })
})

describe('a client does not show its key', () => {
  it('util.inspect(client) and JSON.stringify(client.options) mask it, a spread or a listing of the options leaves it out; the key still works, also after withOptions', async () => {
    const provider = await serve((_, response) => json(response, { balance: '1' }))
    const client = clientOn(provider.origin, { streamsSecret: 'streams-secret-0123' })
    for (const shown of [
      inspect(client, { depth: 5 }),
      JSON.stringify(client.options),
      inspect(client.options),
      JSON.stringify(Object.entries(client.options)),
      inspect({ ...client.options }),
      Object.keys(client.options).join(),
    ]) {
      expect(shown).not.toContain(API_KEY)
      expect(shown).not.toContain('streams-secret-0123')
    }
    expect(JSON.stringify(client.options)).toContain('"apiKey":"***"')
    expect(client.options.apiKey).toBe(API_KEY)
    const derived = client.withOptions({ timeout: 5_000 })
    await expect(derived.evm.getNativeBalance({ address: WALLET })).resolves.toMatchObject({ balance: '1' })
    expect(provider.received[0]?.headers['x-api-key']).toBe(API_KEY)
  })
})

describe('one AbortSignal shared by many calls', () => {
  it('50 retrying calls on one signal raise no MaxListenersExceededWarning', async () => {
    const seen = new Set<string>()
    const provider = await serve((request, response) => {
      const first = !seen.has(request.url ?? '')
      seen.add(request.url ?? '')
      json(response, first ? { message: 'busy' } : { balance: '1' }, first ? 503 : 200)
    })
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    try {
      const client = clientOn(provider.origin, { retryDelay: 200 })
      const { signal } = new AbortController()
      const wallets = Array.from({ length: 50 }, (_, index) => `0x${index.toString(16).padStart(40, '0')}`)
      await Promise.all(wallets.map((address) => client.evm.getNativeBalance({ address }, { signal })))
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      process.off('warning', onWarning)
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning')
    expect(provider.received).toHaveLength(100)
  })
})
