import { inspect } from 'node:util'
import { expect } from 'vitest'

/** The API key and streams secret of the security tests: long enough to be registered for redaction. */
export const API_KEY = 'sec-api-key-5c1f0e7d9a2b4e61'
export const STREAMS_SECRET = 'sec-streams-secret-83bd1a7f'
export const SECRETS = [API_KEY, STREAMS_SECRET] as const

/** Every way a caller may print or serialise a value: String, JSON, util.inspect (plain and with hidden fields). */
export function renderings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {
    String: safe(() => String(value)),
    JSON: safe(() => JSON.stringify(value) ?? ''),
    inspect: inspect(value, { depth: Number.POSITIVE_INFINITY }),
    inspectHidden: inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true, getters: true }),
  }
  if (value instanceof Error) {
    out['message'] = value.message
    out['stack'] = value.stack ?? ''
    let cause: unknown = value.cause
    for (let depth = 0; cause !== undefined && depth < 10; depth++) {
      out[`cause ${depth}`] = inspect(cause, { depth: Number.POSITIVE_INFINITY, showHidden: true })
      cause = cause instanceof Error ? cause.cause : undefined
    }
  }
  return out
}

function safe(render: () => string): string {
  try {
    return render()
  } catch (error) {
    return `[unrenderable: ${error instanceof Error ? error.message : String(error)}]`
  }
}

/** Fails with the rendering and the text around the secret when any secret shows. */
export function expectNoSecret(label: string, value: unknown): void {
  for (const [how, text] of Object.entries(renderings(value))) {
    for (const secret of SECRETS) {
      const at = text.indexOf(secret)
      expect(at, `${label}: ${secret} shows in ${how}: …${text.slice(Math.max(0, at - 120), at + 40)}…`).toBe(
        -1,
      )
    }
  }
}
