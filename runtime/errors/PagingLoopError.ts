import { ApiErrorCode } from '../contract/errorCodes'
import { redactAndCut } from './redact'
import { W3DataError } from './W3DataError'

/**
 * The next page would start where an earlier page of the same chain started (a cursor or an
 * offset the provider sent before): following it would loop forever, so paging stops.
 */
export class PagingLoopError extends W3DataError {
  override name = 'PagingLoopError'
  /** The repeated position, as `cursor "..."`, `offset 100` or `start 42` (a long cursor by its start). */
  readonly position: string

  constructor(position: string) {
    super({
      code: ApiErrorCode.GENERIC_API_ERROR,
      message: `Paging stopped: the next page would repeat ${position}, which this chain of pages already fetched`,
      details: { position },
    })
    this.position = redactAndCut(position)
  }
}
