// Without `with { type: 'json' }`, which would allow only the default import of the whole file.
import { version } from '../../package.json'

export const SDK_NAME = 'w3data'
/** package.json's `version`, inlined by the build: a release bumps package.json alone. */
export const SDK_VERSION: string = version

export type BuildTarget = 'browser' | 'node'

export function detectBuildTarget(): BuildTarget {
  const scope = globalThis as { window?: { document?: unknown } }
  return typeof scope.window?.document === 'undefined' ? 'node' : 'browser'
}

/** Headers sent on every call of a client; the Bearer header is added per operation. */
export function baseHeaders(
  apiKey: string | undefined,
  product: string | undefined,
  extra: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-moralis-platform': SDK_NAME,
    'x-moralis-platform-version': SDK_VERSION,
    'x-moralis-build-target': detectBuildTarget(),
    ...extra,
  }
  if (apiKey) headers['x-api-key'] = apiKey
  if (product) headers['x-moralis-product'] = product
  return headers
}
