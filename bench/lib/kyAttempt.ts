// ky called the way runtime/http/attempt.ts calls it, for the bench rows that isolate ky's cost.
import type { KyInstance } from 'ky'

/** The attempt's time limit in the bench: never reached on loopback. */
const ATTEMPT_MS = 20_000

/**
 * One attempt through ky: ky's own timeout off, and a signal of the attempt's own that a timer
 * aborts (runtime/http/deadline.ts), which also bounds the body read, so the timer is cleared only
 * once the text is in. Resolves to the body's text.
 */
export async function kyAttemptText(
  instance: KyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<string> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ATTEMPT_MS)
  try {
    const response = await instance(url, {
      method: 'GET',
      headers,
      timeout: false,
      signal: controller.signal,
    })
    return await response.text()
  } finally {
    clearTimeout(timer)
  }
}
