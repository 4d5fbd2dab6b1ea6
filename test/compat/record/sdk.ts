import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { MockServer } from 'w3data/mock'
import type { Exchange } from '../support/fixtures'

/** The hosts moralis@2.27.2 fixed in its code, and the mock's base URL standing for each. */
function fixedHosts(mock: MockServer): [string, string][] {
  const urls = mock.baseUrls as Record<string, string | Record<string, string>>
  const aptos = urls.aptos as Record<string, string>
  return [
    ['https://aptos-mainnet.aws-prod-api-1.moralis.io', aptos.mainnet as string],
    ['https://aptos-testnet.aws-prod-api-1.moralis.io', aptos.testnet as string],
    ['https://api.moralis-streams.com', urls.streams as string],
    ['https://authapi.moralis.io', urls.auth as string],
  ]
}

/** A fresh copy of the SDK (its singletons included) from the throwaway install. */
export function loadSdk(dir: string) {
  const require = createRequire(join(dir, 'node_modules', '.keep'))
  for (const key of Object.keys(require.cache)) if (key.startsWith(dir)) delete require.cache[key]
  return {
    Moralis: require('moralis').default,
    axios: require('axios').default,
    require,
  }
}

export type Sdk = ReturnType<typeof loadSdk>

/** A change to the mock's body before the SDK reads it (the body noted is the changed one). */
export type BodyFix = (body: never) => void

/**
 * Points the SDK's axios at the mock and notes every status and body it receives, each changed
 * first by `fix()`'s answer when it has one.
 */
export function interceptSdk(
  sdk: Sdk,
  mock: MockServer,
  exchanges: Exchange[],
  fix: () => BodyFix | undefined = () => undefined,
): void {
  const hosts = fixedHosts(mock)
  sdk.axios.interceptors.request.use((config: { url?: string; baseURL?: string }) => {
    for (const key of ['url', 'baseURL'] as const)
      for (const [from, to] of hosts)
        if (config[key]?.startsWith(from)) config[key] = to + config[key]?.slice(from.length)
    return config
  })
  const note = (response: { status: number; data: unknown }) =>
    exchanges.push({ status: response.status, body: response.data })
  sdk.axios.interceptors.response.use(
    (response: { status: number; data: unknown }) => {
      if (typeof response.data === 'object' && response.data !== null) fix()?.(response.data as never)
      note(response)
      return response
    },
    (error: { response?: { status: number; data: unknown } }) => {
      if (error.response) note(error.response)
      return Promise.reject(error)
    },
  )
}
