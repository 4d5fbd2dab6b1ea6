import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerSecret } from '../errors/redact'
import { W3DataError } from '../errors/W3DataError'
import {
  createLogger,
  isLogLevel,
  LOG_LEVELS,
  type LogLevel,
  type LogSink,
  resolveLogLevel,
  validateLogLevel,
} from './Logger'

const KEY = 'sk_live_abcdefghijklmnop'
registerSecret(KEY, globalThis)

function fakeSink() {
  const calls: Array<[keyof LogSink, ...unknown[]]> = []
  const record =
    (target: keyof LogSink) =>
    (...args: unknown[]) =>
      calls.push([target, ...args])
  const sink: LogSink = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  }
  return { sink, calls }
}

const METHODS = ['verbose', 'debug', 'info', 'warning', 'error'] as const
const TARGET = { verbose: 'debug', debug: 'debug', info: 'info', warning: 'warn', error: 'error' } as const

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('log levels', () => {
  it('lists exactly the documented levels', () => {
    expect(LOG_LEVELS).toEqual(['verbose', 'debug', 'info', 'warning', 'error', 'off'])
    expect(isLogLevel('warning')).toBe(true)
    expect(isLogLevel('warn')).toBe(false)
    expect(validateLogLevel('off')).toBeNull()
    expect(validateLogLevel('loud')).toBe(
      "Expected one of verbose, debug, info, warning, error, off, got 'loud'",
    )
    expect(validateLogLevel(3)).toBe('Expected one of verbose, debug, info, warning, error, off, got 3')
  })

  it.each([
    ['verbose', ['verbose', 'debug', 'info', 'warning', 'error']],
    ['debug', ['debug', 'info', 'warning', 'error']],
    ['info', ['info', 'warning', 'error']],
    ['warning', ['warning', 'error']],
    ['error', ['error']],
    ['off', []],
  ] as Array<[LogLevel, string[]]>)('level %s prints %j', (level, printed) => {
    const { sink, calls } = fakeSink()
    const log = createLogger({ level, sink, scope: 'test' })
    for (const name of METHODS) log[name](`${name} line`)
    expect(calls).toEqual(
      printed.map((name) => [TARGET[name as keyof typeof TARGET], `[w3data:test] ${name} line`]),
    )
  })

  it('binds one shared no-op to every disabled method', () => {
    const log = createLogger({ level: 'off', sink: fakeSink().sink })
    expect(log.verbose).toBe(log.error)
    const info = createLogger({ level: 'info', sink: fakeSink().sink })
    expect(info.debug).toBe(log.verbose)
    expect(info.info).not.toBe(log.verbose)
  })

  it('defaults to info, scope core and the global console', () => {
    const spy = vi.spyOn(console, 'info').mockImplementation(() => {})
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const log = createLogger()
    expect(log.level).toBe('info')
    log.info('hello')
    log.debug('hidden')
    expect(spy).toHaveBeenCalledWith('[w3data:core] hello')
    expect(debug).not.toHaveBeenCalled()
  })

  it('passes details only when given', () => {
    const { sink, calls } = fakeSink()
    createLogger({ level: 'info', sink }).info('x', { a: 1 })
    createLogger({ level: 'info', sink }).info('y')
    expect(calls).toEqual([
      ['info', '[w3data:core] x', { a: 1 }],
      ['info', '[w3data:core] y'],
    ])
  })
})

describe('resolveLogLevel', () => {
  it('uses the option, then W3DATA_LOG_LEVEL, then info', () => {
    vi.stubEnv('W3DATA_LOG_LEVEL', 'debug')
    expect(resolveLogLevel('error')).toBe('error')
    expect(resolveLogLevel()).toBe('debug')
    expect(createLogger({ sink: fakeSink().sink }).level).toBe('debug')
    vi.stubEnv('W3DATA_LOG_LEVEL', ' WARNING ')
    expect(resolveLogLevel()).toBe('warning')
    vi.stubEnv('W3DATA_LOG_LEVEL', 'loud')
    expect(resolveLogLevel()).toBe('info')
    vi.stubEnv('W3DATA_LOG_LEVEL', undefined)
    expect(resolveLogLevel()).toBe('info')
  })

  it('works without process (browsers, edge)', () => {
    vi.stubGlobal('process', undefined)
    const level = resolveLogLevel()
    vi.unstubAllGlobals()
    expect(level).toBe('info')
  })

  it('rejects an invalid explicit level with C0014', () => {
    const message =
      "[C0014] Invalid value for configuration key logLevel: Expected one of verbose, debug, info, warning, error, off, got 'loud'"
    expect(() => resolveLogLevel('loud' as LogLevel)).toThrow(message)
    expect(() => createLogger({ level: 'loud' as LogLevel })).toThrow(message)
    try {
      resolveLogLevel('warn' as LogLevel)
    } catch (error) {
      expect(error).toBeInstanceOf(W3DataError)
      expect((error as W3DataError).code).toBe('C0014')
    }
    expect.assertions(4)
  })
})

describe('redaction', () => {
  it.each(METHODS)('%s redacts the key in message, details and headers', (name) => {
    const { sink, calls } = fakeSink()
    const log = createLogger({ level: 'verbose', sink, scope: 'http' })
    const headers = new Headers({ 'X-Api-Key': KEY, accept: 'application/json' })
    log[name](`GET https://api.example/x?key=${KEY}`, {
      request: {
        headers: {
          'X-API-Key': 'other-value',
          Authorization: 'Bearer t0k',
          Cookie: 'a=b',
          'X-Signature': '0xsig',
        },
        url: `https://api.example/x?key=${KEY}`,
      },
      fetchHeaders: headers,
      list: [KEY, { nested: `k=${KEY}` }],
      error: new Error(`failed with ${KEY}`),
    })
    expect(calls).toHaveLength(1)
    const [target, line, details] = calls[0]!
    expect(target).toBe(TARGET[name])
    expect(line).toBe('[w3data:http] GET https://api.example/x?key=***')
    expect(details).toMatchObject({
      request: {
        headers: { 'X-API-Key': '***', Authorization: '***', Cookie: '***', 'X-Signature': '***' },
        url: 'https://api.example/x?key=***',
      },
      fetchHeaders: { 'x-api-key': '***', accept: 'application/json' },
      list: ['***', { nested: 'k=***' }],
      error: { name: 'Error', message: 'failed with ***' },
    })
    const printed = JSON.stringify(details)
    expect(printed).not.toContain(KEY)
    expect(printed).not.toContain('other-value')
    expect(printed).not.toContain('t0k')
    expect(printed).not.toContain('0xsig')
  })

  it('keeps the original details untouched and handles cycles', () => {
    const { sink, calls } = fakeSink()
    const input: Record<string, unknown> = { headers: { authorization: 'Bearer t0k' }, at: new Date(0) }
    input['self'] = input
    createLogger({ level: 'info', sink }).info('x', input)
    expect((input['headers'] as Record<string, string>)['authorization']).toBe('Bearer t0k')
    const details = calls[0]![2] as Record<string, unknown>
    expect(details['headers']).toEqual({ authorization: '***' })
    expect(details['at']).toBe('1970-01-01T00:00:00.000Z')
    expect(JSON.stringify(details)).toContain('[Truncated]')
  })
})
