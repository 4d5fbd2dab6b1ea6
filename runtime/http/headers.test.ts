import { afterEach, describe, expect, it, vi } from 'vitest'
import { baseHeaders, detectBuildTarget, SDK_NAME, SDK_VERSION } from './headers'

// Every call carries the API key, platform headers naming the toolkit, its version and the build
// target (browser or node), and the product header only when one is configured.
describe('baseHeaders', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the key, the platform headers and JSON as what it accepts', () => {
    expect(baseHeaders('key-0123456789', 'my-app', {})).toEqual({
      accept: 'application/json',
      'x-api-key': 'key-0123456789',
      'x-moralis-platform': SDK_NAME,
      'x-moralis-platform-version': SDK_VERSION,
      'x-moralis-build-target': 'node',
      'x-moralis-product': 'my-app',
    })
  })

  it('sends no key and no product header when none is configured', () => {
    const headers = baseHeaders(undefined, undefined, {})
    expect(headers).not.toHaveProperty('x-api-key')
    expect(headers).not.toHaveProperty('x-moralis-product')
    expect(baseHeaders('', '', {})).not.toHaveProperty('x-api-key')
  })

  it('sends the headers the caller adds beside its own', () => {
    expect(baseHeaders('key-0123456789', undefined, { 'x-extra': '1' })).toMatchObject({
      'x-extra': '1',
      'x-api-key': 'key-0123456789',
      accept: 'application/json',
    })
  })

  it('names the build target browser where a window has a document, node elsewhere', () => {
    expect(detectBuildTarget()).toBe('node')
    vi.stubGlobal('window', {})
    expect(detectBuildTarget()).toBe('node')
    vi.stubGlobal('window', { document: {} })
    expect(detectBuildTarget()).toBe('browser')
    expect(baseHeaders(undefined, undefined, {})['x-moralis-build-target']).toBe('browser')
  })
})
