import type { OperationEntry } from 'w3data/catalogue'
import { BODY_FIELD, bodyParams } from '../formValues'
import { submitOnModEnter } from './FieldInput'
import { FieldNotes, notesIds } from './FieldNotes'

interface BodyEditorProps {
  operation: OperationEntry
  value: string
  error: string | undefined
  onChange(value: string): void
  onResetExample(): void
}

/** The JSON body of a POST, keyed by the SDK's (camelCase) parameter names. */
export function BodyEditor({ operation, value, error, onChange, onResetExample }: BodyEditorProps) {
  const id = `field-${BODY_FIELD}`
  const names = bodyParams(operation).map((param) => `${param.name}${param.required ? '*' : ''}`)
  const hint = `Parameters: ${names.join(', ')} (* required). Ctrl+Enter runs.`
  return (
    <div className={`field field-body${error ? ' has-error' : ''}`}>
      <div className="field-head">
        <label htmlFor={id}>
          <span className="field-name">Request body</span>
          <span className="field-type">JSON · camelCase, as the SDK takes it</span>
        </label>
        <button type="button" className="link" onClick={onResetExample}>
          Reset to example
        </button>
      </div>
      <textarea
        id={id}
        className="code"
        rows={Math.min(24, Math.max(8, value.split('\n').length + 1))}
        value={value}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={notesIds(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={submitOnModEnter}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}
