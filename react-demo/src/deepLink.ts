import { nearestName } from 'w3data/catalogue'
import { allOperations, operationKey } from './catalogueIndex'

/** What a link's `#/api/operationId` names. */
export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'operation'; key: string }
  | { kind: 'unknown'; asked: string; nearest: string | undefined }

/** `#/aptos/getNFTsByCreators` → `aptos/getNFTsByCreators`; a broken escape is kept as typed. */
function keyFromHash(hash: string): string {
  const raw = hash.replace(/^#\/?/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The operation a link names, whatever its case (`#/streams/GetStreams` is the catalogue's own
 * spelling of `streams/getStreams`); an unknown one comes with the nearest known key.
 */
export function resolveLink(hash: string): LinkTarget {
  const asked = keyFromHash(hash)
  if (asked === '') return { kind: 'none' }
  const keys = allOperations().map(operationKey)
  const key = keys.find((candidate) => candidate.toLowerCase() === asked.toLowerCase())
  return key ? { kind: 'operation', key } : { kind: 'unknown', asked, nearest: nearestName(asked, keys) }
}
