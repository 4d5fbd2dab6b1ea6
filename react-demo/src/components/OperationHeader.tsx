import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { MethodBadge } from './MethodBadge'

function pagingText(operation: OperationEntry): string | undefined {
  const { paging } = operation
  if (!paging) return undefined
  if (paging.cursor) return 'paged by cursor'
  if (paging.start) return 'paged by start'
  return 'paged by offset'
}

/** What the catalogue says about the operation. */
export function OperationHeader({
  operation,
  catalogue,
}: {
  operation: OperationEntry
  catalogue: ApiCatalogue
}) {
  const chips = [
    catalogue.title,
    operation.tag,
    pagingText(operation),
    operation.bearer && 'sends Bearer',
    operation.nullable && 'null on 404',
  ].filter((chip): chip is string => Boolean(chip))
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
