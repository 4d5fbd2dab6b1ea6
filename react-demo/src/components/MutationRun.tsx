import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { mutationOptionsFactory } from '../operations'
import { useElapsed } from '../useElapsed'
import { ResultView } from './ResultView'
import type { RunProps } from './runs'

/** A POST: `useMutation(<op>MutationOptions(client))`, fired once per run. */
export function MutationRun({ operation, run }: RunProps) {
  const mutation = useMutation(mutationOptionsFactory(operation)(run.client))
  const elapsedMs = useElapsed(mutation.isPending)
  const fired = useRef(false)
  const { mutate } = mutation
  useEffect(() => {
    // Once, even when StrictMode runs effects twice: a POST must not be sent twice.
    if (fired.current) return
    fired.current = true
    mutate(run.params)
  }, [mutate, run.params])
  return (
    <ResultView
      status={mutation.status === 'idle' ? 'pending' : mutation.status}
      busy={mutation.isPending}
      elapsedMs={elapsedMs}
      error={mutation.error}
      value={mutation.data}
      plot={operation.plot}
      rows={Array.isArray(mutation.data) ? mutation.data : undefined}
    />
  )
}
