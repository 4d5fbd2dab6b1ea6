import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PagingCount } from 'w3data'
import { canonicalJson } from '../../cli/canonicalJson'

/**
 * The `cursor` an agent passes back: where the next items start, as one opaque string for cursor,
 * offset and ledger paging alike. `at` holds the paging parameters of the page to fetch (none for
 * the first page); `skip` the items of that page already shown; `count` the pages read so far,
 * which the paging bounds keep across calls.
 */
export interface Position {
  at: Record<string, unknown>
  skip: number
  count: PagingCount
}

/**
 * What a cursor is bound to: the tool and the arguments it was given out with, under a key made
 * when the server starts. A cursor says where paging stands and nothing else: one written by hand,
 * or given out for other arguments, is refused (it cannot name another wallet than the arguments).
 */
export interface CursorBinding {
  key: Buffer
  tool: string
  args: Record<string, unknown>
}

export const newCursorKey = (): Buffer => randomBytes(32)

export function encodeCursor(position: Position, binding: CursorBinding): string {
  const payload = Buffer.from(JSON.stringify(position)).toString('base64url')
  return `${payload}.${signature(payload, binding).toString('base64url')}`
}

/** The position a cursor names, or undefined when it is not one this server gave out for these arguments. */
export function decodeCursor(cursor: string, binding: CursorBinding): Position | undefined {
  const [payload = '', signed = '', ...rest] = cursor.split('.')
  const given = Buffer.from(signed, 'base64url')
  const expected = signature(payload, binding)
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    return undefined
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Position
}

function signature(payload: string, { key, tool, args }: CursorBinding): Buffer {
  return createHmac('sha256', key)
    .update(`${tool}\n${canonicalJson(args)}\n${payload}`)
    .digest()
}
