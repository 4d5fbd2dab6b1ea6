import { isHttpError, isW3DataError } from 'w3data'

/** A failed call: the error's code and message, and for HTTP failures the status and request. */
export function ErrorView({ error }: { error: Error }) {
  const w3 = isW3DataError(error) ? error : undefined
  const http = isHttpError(error) ? error : undefined
  return (
    <div className="error-view" role="alert">
      <p className="error-head">
        <strong>{error.name}</strong>
        {w3 && <code className="pill bad">{w3.code}</code>}
        {http && <span className="pill bad">HTTP {http.status}</span>}
      </p>
      <p className="error-message">{error.message}</p>
      {http && (
        <p className="muted small error-url">
          {http.method} {http.url}
          {http.requestId && ` · request id ${http.requestId}`}
        </p>
      )}
    </div>
  )
}
