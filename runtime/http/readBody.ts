/**
 * Reads a body as text, counting bytes as they stream in: past `limit` the read stops (the rest
 * is cancelled, nothing more is buffered) and the answer is `undefined`. A declared
 * Content-Length over the limit stops it before the first byte.
 */
export async function readBoundedText(response: Response, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }
  const body = response.body
  if (!body) return ''
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
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
