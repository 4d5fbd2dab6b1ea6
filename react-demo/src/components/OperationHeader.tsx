import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { operationFacts } from '../operationFacts'
import { MethodBadge } from './MethodBadge'

/** What the catalogue says about the operation. */
export function OperationHeader({
  operation,
  catalogue,
}: {
  operation: OperationEntry
  catalogue: ApiCatalogue
}) {
  const chips = operationFacts(operation, catalogue)
  return (
    <header className="operation-header">
      <div className="operation-title">
        <MethodBadge method={operation.method} />
        <h1>{operation.id}</h1>
      </div>
      <p className="operation-route">
        <code>{operation.path}</code>
      </p>
      <p className="operation-summary-text">{operation.summary}</p>
      {operation.description && operation.description !== operation.summary && (
        <p className="muted">{operation.description}</p>
      )}
      <ul className="chips" aria-label="Facts">
        {chips.map((chip) => (
          <li key={chip} className="chip">
            {chip}
          </li>
        ))}
      </ul>
    </header>
  )
}
