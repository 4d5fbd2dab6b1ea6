// ky called the way runtime/http/attempt.ts calls it, for the bench rows that isolate ky's cost.
import type { KyInstance } from 'ky'

/** The attempt's time limit in the bench: never reached on loopback. */
const ATTEMPT_MS = 20_000

/**
 * One attempt through ky, as the simplest call that keeps the attempt's time limit: ky's own
 * timeout bounds the wait for headers, and a timer races the body read (runtime/http/deadline.ts),
 * cleared once the text is in. Resolves to the body's text.
 */
export async function kyAttemptText(
  instance: KyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<string> {
  const response = await instance(url, { method: 'GET', headers, timeout: ATTEMPT_MS })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ATTEMPT_MS)
  })
  try {
    return await Promise.race([response.text(), timedOut])
  } finally {
    clearTimeout(timer)
  }
}
