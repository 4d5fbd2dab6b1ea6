import type { Deadline } from './deadline'

/**
 * Reads a body as text, counting bytes as they stream in: past `limit` the read stops (the rest
 * is cancelled, nothing more is buffered) and the answer is `undefined`. A declared
 * Content-Length over the limit stops it before the first byte. When the attempt's deadline
 * passes or its caller aborts, the read stops too, with that reason, even if the fetch in use
 * ignores signals once the headers are in.
 */
export async function readBoundedText(
  response: Response,
  limit: number,
  deadline?: Deadline,
): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }
  const body = response.body
  if (!body) return ''
  const reader = body.getReader()
  // Why the read was stopped early, once it was: the deadline's or the caller's reason.
  let stopped: unknown
  const unwatch = deadline?.watch((reason) => {
    stopped ??= reason
    void reader.cancel(reason).catch(() => undefined)
  })
  // One async step for the whole read: each nested one would add a promise and a turn per call.
  try {
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      if (stopped !== undefined) throw stopped
      const { done, value } = await reader.read()
      // A cancelled reader reports done: the body was cut short, not complete.
      if (stopped !== undefined) throw stopped
      if (done) return decodeUtf8(chunks, size)
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        return undefined
      }
      chunks.push(value)
    }
  } finally {
    unwatch?.()
  }
}

// Decoding without `stream` keeps no state between calls: one decoder serves every read.
const UTF8 = new TextDecoder()

function decodeUtf8(chunks: readonly Uint8Array[], size: number): string {
  if (chunks.length === 1) return UTF8.decode(chunks[0])
  const all = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.byteLength
  }
  return UTF8.decode(all)
}
