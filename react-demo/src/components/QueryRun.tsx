import { useQuery } from '@tanstack/react-query'
import { queryOptionsFactory } from '../operations'
import { useQueryProgress } from '../useQueryProgress'
import { ResultView } from './ResultView'
import type { RunProps } from './runs'

/** A GET without paging: `useQuery(<op>QueryOptions(client, params))`. */
export function QueryRun({ operation, run }: RunProps) {
  const query = useQuery(queryOptionsFactory(operation)(run.client, run.params))
  const progress = useQueryProgress(query)
  return (
    <ResultView
      {...progress}
      value={query.data}
      plot={operation.plot}
      rows={Array.isArray(query.data) ? query.data : undefined}
    />
  )
}
