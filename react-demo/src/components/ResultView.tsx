import { type ReactNode, useEffect, useRef } from 'react'
import type { PlotEntry } from 'w3data/catalogue'
import { ErrorView } from './ErrorView'
import { JsonTree } from './JsonTree'
import { ResultItems } from './ResultItems'

export interface ResultViewProps {
  status: 'pending' | 'success' | 'error'
  /** A request is under way (first page, next page, or the mutation). */
  busy: boolean
  elapsedMs: number | undefined
  error: Error | null
  /** The camelCase result (for paged operations, the last page's whole response). */
  value: unknown
  /** Items to show as a table: a list result, or every item of the pages loaded. */
  rows: readonly unknown[] | undefined
  /** Paging controls, under the table. */
  footer?: ReactNode
  /** How the catalogue says to plot the answer, if it does. */
  plot?: PlotEntry | undefined
  /** What the plot's points are read from, when not `value` (paged: every page's answer). */
  plotAnswer?: unknown
}

const STATUS_TEXT = { pending: 'Running…', success: 'Success', error: 'Failed' } as const

/** Status, timing, the error if any, then the result as a table and as a JSON tree. */
export function ResultView(props: ResultViewProps) {
  const { status, busy, elapsedMs, error, value, rows, footer, plot } = props
  const shown = busy ? 'pending' : error ? 'error' : status
  const section = useRef<HTMLElement>(null)
  const answered = shown !== 'pending'
  const focused = useRef(false)
  // When the run has its first answer the keyboard goes there (the status line announces it);
  // a next page later leaves the focus where it is.
  useEffect(() => {
    if (!answered || focused.current) return
    focused.current = true
    section.current?.focus()
  }, [answered])
  return (
    <section className="card result-view" aria-labelledby="result-title" ref={section} tabIndex={-1}>
      <div className="card-head">
        <h2 id="result-title" className="card-title">
          Result
        </h2>
        <p className="run-status" aria-live="polite">
          <span className={`pill status-${shown}`} data-status={shown}>
            {STATUS_TEXT[shown]}
          </span>
          {elapsedMs !== undefined && !busy && <span className="timing">{elapsedMs} ms</span>}
        </p>
      </div>
      {error && <ErrorView error={error} />}
      <ResultItems plot={plot} answer={'plotAnswer' in props ? props.plotAnswer : value} rows={rows} />
      {footer}
      {status === 'success' || value !== undefined ? (
        <details className="json-section" open>
          <summary>JSON (camelCase, as the SDK returns it)</summary>
          <JsonTree value={value} label={rows ? 'response' : 'result'} />
        </details>
      ) : null}
    </section>
  )
}
