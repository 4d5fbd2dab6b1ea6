import type { ReactNode } from 'react'
import { ErrorView } from './ErrorView'
import { JsonTree } from './JsonTree'
import { ResultTable } from './ResultTable'

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
}

const STATUS_TEXT = { pending: 'Running…', success: 'Success', error: 'Failed' } as const

/** Status, timing, the error if any, then the result as a table and as a JSON tree. */
export function ResultView({ status, busy, elapsedMs, error, value, rows, footer }: ResultViewProps) {
  const shown = busy ? 'pending' : error ? 'error' : status
  return (
    <section className="card result-view" aria-labelledby="result-title">
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
      {rows && rows.length > 0 && <ResultTable rows={rows} caption="Items" />}
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
