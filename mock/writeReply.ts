import type { ServerResponse } from 'node:http'
import type { Reply } from './reply'

/** Sends a reply as JSON. `malformed` sends status 200 and cuts the body short (a fault). */
export function writeReply(response: ServerResponse, reply: Reply, malformed = false): void {
  const text = JSON.stringify(reply.body) ?? ''
  const sent = malformed ? truncate(text) : text
  response.writeHead(malformed ? 200 : reply.status, {
    ...(malformed ? {} : reply.headers),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(sent),
  })
  response.end(sent)
}

/** The first half of a JSON text, made sure not to parse (half of `12345` would) nor be empty. */
function truncate(text: string): string {
  const half = text.slice(0, Math.floor(text.length / 2))
  if (half === '') return '{'
  try {
    JSON.parse(half)
    return `${half}{`
  } catch {
    return half
  }
}
