import { type ApiCatalogue, highlight, type OperationEntry } from 'w3data/catalogue'
import { operationKey } from '../catalogueIndex'
import { MethodBadge } from './MethodBadge'

interface OperationButtonProps {
  operation: OperationEntry
  selected: boolean
  /** The list's one Tab stop (the others are reached with the arrow keys). */
  tabStop: boolean
  onSelect(key: string): void
  /** Words to mark, when the list shows search results. */
  words?: readonly string[]
  /** Shown above the id in search results, where the list is not grouped by API and tag. */
  catalogue?: ApiCatalogue
}

/** `text` with the searched words in <mark>. */
function Marked({ text, words }: { text: string; words: readonly string[] | undefined }) {
  if (!words?.length) return text
  return highlight(text, words).map((part, index) =>
    part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  )
}

/** One operation in the list: method, id, summary and path. */
export function OperationButton({
  operation,
  selected,
  tabStop,
  onSelect,
  words,
  catalogue,
}: OperationButtonProps) {
  const key = operationKey(operation)
  return (
    <li>
      <button
        type="button"
        data-op={key}
        className={selected ? 'operation selected' : 'operation'}
        aria-current={selected ? 'true' : undefined}
        tabIndex={tabStop ? 0 : -1}
        onClick={() => onSelect(key)}
        title={`${operation.method} ${operation.path}`}
      >
        {catalogue && (
          <span className="operation-where">
            <Marked text={`${catalogue.title} · ${operation.tag}`} words={words} />
          </span>
        )}
        <span className="operation-line">
          <MethodBadge method={operation.method} />
          <span className="operation-id">
            <Marked text={operation.id} words={words} />
          </span>
        </span>
        <span className="operation-summary">
          <Marked text={operation.summary} words={words} />
        </span>
        <code className="operation-path">
          <Marked text={operation.path} words={words} />
        </code>
      </button>
    </li>
  )
}
