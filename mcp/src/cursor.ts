/**
 * The `cursor` an agent passes back: where the next items start, as one opaque string for cursor,
 * offset and ledger paging alike. `at` holds the paging parameters of the page to fetch (none for
 * the first page); `skip` the items of that page already shown.
 */
export interface Position {
  at: Record<string, unknown>
  skip: number
}

export const encodeCursor = (position: Position): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url')

/** The position a cursor names, or undefined when it is not one this server gave out. */
export function decodeCursor(cursor: string): Position | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (typeof value !== 'object' || value === null) return undefined
    const { at, skip } = value as Partial<Position>
    if (typeof at !== 'object' || at === null || Array.isArray(at)) return undefined
    if (typeof skip !== 'number' || !Number.isSafeInteger(skip) || skip < 0) return undefined
    return { at, skip }
  } catch {
    return undefined
  }
}
