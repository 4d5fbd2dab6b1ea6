import { createClient } from 'w3data'
import { loopbackForTest } from '../support/loopback'
import { API_KEY } from './render'

export const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
export const CREATOR = `0x${'0'.repeat(63)}1`

/** A loopback server closed after the test that started it. */
export const serve = loopbackForTest

/** A quiet client whose EVM and Aptos mainnet calls go to `origin`. */
export const clientOn = (origin: string, options: Record<string, unknown> = {}) =>
  createClient({
    apiKey: API_KEY,
    baseUrls: { evm: `${origin}/api/v2.2`, aptos: { mainnet: origin } },
    logLevel: 'off',
    retryDelay: 1,
    ...options,
  })

/** The promise's rejection, or a failure when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
    },
    (error: unknown) => error,
  )
}
