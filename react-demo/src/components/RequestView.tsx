import { useSyncExternalStore } from 'react'
import { requestLog, toCurl } from '../requestLog'
import { CodeBlock } from './CodeBlock'
import { CopyButton } from './CopyButton'
import { MethodBadge } from './MethodBadge'

function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

/** The last request the client sent, as recorded by its fetch, with the API key masked. */
export function RequestView() {
  const { last, attempts } = useSyncExternalStore(requestLog.subscribe, requestLog.getSnapshot)
  return (
    <section className="card request-view" aria-labelledby="request-title">
      <h2 id="request-title" className="card-title">
        Request as sent
      </h2>
      {!last ? (
        <p className="muted">Nothing sent for this run.</p>
      ) : (
        <>
          <p className="request-line">
            <MethodBadge method={last.method} />
            <code className="request-url">{last.url}</code>
          </p>
          <p className="muted small">
            {last.status === undefined
              ? 'Waiting for the answer…'
              : `Answer: ${last.status} ${last.statusText ?? ''}`}
            {attempts > 0 && ` · ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`}
          </p>
          <details open>
            <summary>Headers ({last.headers.length})</summary>
            <table className="headers-table">
              <tbody>
                {last.headers.map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row" className="header-name">
                      {name}
                    </th>
                    <td>
                      <code>{value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          {last.body !== undefined && (
            <details>
              <summary>Body</summary>
              <CodeBlock label="Request body" text={prettyBody(last.body)} />
            </details>
          )}
          <div className="curl">
            <div className="card-head">
              <h3>curl</h3>
              <CopyButton text={toCurl(last)} label="Copy the curl command" />
            </div>
            <CodeBlock label="curl command" text={toCurl(last)} testId="curl" />
          </div>
        </>
      )}
    </section>
  )
}
