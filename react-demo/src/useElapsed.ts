import { useEffect, useRef, useState } from 'react'

/** Milliseconds the last busy period lasted (a fetch, a next page, a mutation). */
export function useElapsed(busy: boolean): number | undefined {
  const startedAt = useRef<number | undefined>(undefined)
  const [elapsed, setElapsed] = useState<number>()
  useEffect(() => {
    if (busy) startedAt.current ??= performance.now()
    else if (startedAt.current !== undefined) {
      setElapsed(Math.round(performance.now() - startedAt.current))
      startedAt.current = undefined
    }
  }, [busy])
  return elapsed
}
