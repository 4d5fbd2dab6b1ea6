import { describe, expect, it } from 'vitest'
import { registerSecret } from '../errors/redact'
import { isW3DataError, type W3DataError } from '../errors/W3DataError'
import { ConfigRegistry, isSecretConfigKey } from './ConfigRegistry'

function catchError(fn: () => unknown): W3DataError {
  try {
    fn()
  } catch (error) {
    if (isW3DataError(error)) return error
    throw error
  }
  throw new Error('expected a W3DataError')
}

function registry(): ConfigRegistry {
  const config = new ConfigRegistry()
  config.register({ name: 'maxRetries', defaultValue: 2, validate: (v) => (v >= 0 ? null : 'must be >= 0') })
  config.register({ name: 'logLevel', defaultValue: 'info' })
  return config
}

describe('ConfigRegistry', () => {
  it('returns defaults, then set values', () => {
    const config = registry()
    expect(config.get<number>('maxRetries')).toBe(2)
    config.set('maxRetries', 5)
    expect(config.get('maxRetries')).toBe(5)
    expect(config.has('maxRetries')).toBe(true)
    expect(config.has('nope')).toBe(false)
  })

  it('rejects a duplicate key with C0015', () => {
    const config = new ConfigRegistry()
    config.register({ name: 'foo', defaultValue: 1 })
    expect(() => config.register({ name: 'foo', defaultValue: 2 })).toThrow(
      '[C0015] Configuration key foo already exists',
    )
    const error = catchError(() => config.register({ name: 'foo', defaultValue: 2 }))
    expect(error.code).toBe('C0015')
    expect(error.message).toBe('[C0015] Configuration key foo already exists')
    expect(config.get('foo')).toBe(1)
  })

  it('rejects unknown keys on get, set and merge with C0013', () => {
    const config = registry()
    const message = '[C0013] Configuration key foo does not exist'
    expect(() => config.get('foo')).toThrow(message)
    expect(() => config.set('foo', 1)).toThrow(message)
    expect(() => config.merge({ maxRetries: 1, foo: 1 })).toThrow(message)
    expect(catchError(() => config.get('foo')).code).toBe('C0013')
    expect(config.get('maxRetries')).toBe(2)
  })

  it('does not treat Object.prototype names as keys', () => {
    const config = registry()
    expect(config.has('toString')).toBe(false)
    expect(() => config.get('__proto__')).toThrow('[C0013] Configuration key __proto__ does not exist')
  })

  it('rejects a value failing its validator with C0014', () => {
    const config = registry()
    const error = catchError(() => config.set('maxRetries', -1))
    expect(error.code).toBe('C0014')
    expect(error.message).toBe('[C0014] Invalid value for configuration key maxRetries: must be >= 0')
    expect(error.details).toEqual({ key: 'maxRetries', value: -1 })
    expect(config.get('maxRetries')).toBe(2)
  })

  it('merge validates every value before applying any', () => {
    const config = registry()
    expect(() => config.merge({ logLevel: 'debug', maxRetries: -3 })).toThrow(
      '[C0014] Invalid value for configuration key maxRetries: must be >= 0',
    )
    expect(config.get('logLevel')).toBe('info')
    config.merge({ logLevel: 'debug', maxRetries: 0 })
    expect(config.snapshot()).toEqual({ maxRetries: 0, logLevel: 'debug' })
  })

  it('reset restores defaults', () => {
    const config = registry()
    config.merge({ logLevel: 'error', maxRetries: 9 })
    config.reset()
    expect(config.snapshot()).toEqual({ maxRetries: 2, logLevel: 'info' })
  })

  it('snapshot is a frozen copy', () => {
    const config = registry()
    const snap = config.snapshot()
    expect(Object.isFrozen(snap)).toBe(true)
    config.set('maxRetries', 7)
    expect(snap['maxRetries']).toBe(2)
    expect(config.snapshot()['maxRetries']).toBe(7)
  })

  it('never prints values of secret keys', () => {
    expect(isSecretConfigKey('apiKey')).toBe(true)
    expect(isSecretConfigKey('streamSecret')).toBe(true)
    expect(isSecretConfigKey('maxRetries')).toBe(false)
    const config = new ConfigRegistry()
    config.register<string>({
      name: 'apiKey',
      defaultValue: '',
      validate: (v) => (v.length > 20 ? `key ${v} is too long` : null),
    })
    config.register<string>({ name: 'webhookSecret', defaultValue: '', validate: (v) => `bad secret ${v}` })
    const value = 'my-unregistered-key-is-long'
    const error = catchError(() => config.set('apiKey', value))
    expect(error.message).toBe('[C0014] Invalid value for configuration key apiKey: key *** is too long')
    expect(error.details).toEqual({ key: 'apiKey', value: '***' })
    expect(JSON.stringify(error)).not.toContain(value)
    expect(() => config.merge({ webhookSecret: 'whsec_123' })).toThrow(
      '[C0014] Invalid value for configuration key webhookSecret: bad secret ***',
    )
  })

  it('redacts registered secrets from messages of any key', () => {
    registerSecret('sk_live_abcdefghijklmnop', globalThis)
    const config = new ConfigRegistry()
    config.register<string>({ name: 'baseUrl', defaultValue: '', validate: (v) => `cannot parse ${v}` })
    expect(() => config.set('baseUrl', 'https://x/?k=sk_live_abcdefghijklmnop')).toThrow(
      '[C0014] Invalid value for configuration key baseUrl: cannot parse https://x/?k=***',
    )
  })
})
