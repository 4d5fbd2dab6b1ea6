import { hashParts } from '../random'

/**
 * Paging cursors: an opaque base64url token holding the next offset and a checksum tied to the
 * data set, so a made-up or foreign cursor is refused (`Invalid cursor`) rather than guessed at.
 */
export function encodeCursor(offset: number, scope: string): string {
  return Buffer.from(`${offset}.${checksum(offset, scope)}`, 'utf8').toString('base64url')
}

/** The offset a cursor of `scope` holds, or undefined when it is not one of ours. */
export function decodeCursor(token: string, scope: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined
  const match = /^(\d{1,9})\.([0-9a-z]+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'))
  if (!match) return undefined
  const offset = Number(match[1])
  return match[2] === checksum(offset, scope) ? offset : undefined
}

const checksum = (offset: number, scope: string) => hashParts(['cursor', scope, offset]).toString(36)
