import { onAbort } from './onAbort'

/**
 * Reads a body as text, counting bytes as they stream in: past `limit` the read stops (the rest
 * is cancelled, nothing more is buffered) and the answer is `undefined`. A declared
 * Content-Length over the limit stops it before the first byte. When `signal` aborts, the read
 * stops too, with its reason, even if the fetch in use ignores the signal once the headers are in.
 */
export async function readBoundedText(
  response: Response,
  limit: number,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }
  const body = response.body
  if (!body) return ''
  const reader = body.getReader()
  const unwatch = signal
    ? onAbort(signal, () => void reader.cancel(signal.reason).catch(() => undefined))
    : undefined
  try {
    return await readAll(reader, limit, signal)
  } finally {
    unwatch?.()
  }
}

async function readAll(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    signal?.throwIfAborted()
    const { done, value } = await reader.read()
    // A cancelled reader reports done: the body was cut short, not complete.
    signal?.throwIfAborted()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return decodeUtf8(chunks, size)
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
