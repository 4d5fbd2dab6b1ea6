import { runKind } from '../operations'
import { InfiniteRun } from './InfiniteRun'
import { MutationRun } from './MutationRun'
import { QueryRun } from './QueryRun'
import type { RunProps } from './runs'

/** Picks the TanStack Query binding the operation calls for. */
export function RunView(props: RunProps) {
  switch (runKind(props.operation)) {
    case 'infinite':
      return <InfiniteRun {...props} />
    case 'mutation':
      return <MutationRun {...props} />
    default:
      return <QueryRun {...props} />
  }
}
