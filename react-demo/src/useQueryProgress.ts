import type { ResultViewProps } from './components/ResultView'
import { useElapsed } from './useElapsed'

interface QueryProgress {
  status: ResultViewProps['status']
  isFetching: boolean
  error: Error | null
}

/** What the result view shows of a query under way: its status, whether it fetches, for how long, its error. */
export function useQueryProgress(
  query: QueryProgress,
): Pick<ResultViewProps, 'status' | 'busy' | 'elapsedMs' | 'error'> {
  const elapsedMs = useElapsed(query.isFetching)
  return { status: query.status, busy: query.isFetching, elapsedMs, error: query.error }
}
