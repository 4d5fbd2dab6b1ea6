import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { OPERATION_FORM_ID } from '../focus'
import {
  BODY_FIELD,
  type FieldErrors,
  FORM_FIELD,
  type FormValues,
  formParams,
  networkChoice,
} from '../formValues'
import { BodyEditor } from './BodyEditor'
import { FieldInput } from './FieldInput'

interface OperationFormProps {
  operation: OperationEntry
  catalogue: ApiCatalogue
  values: FormValues
  errors: FieldErrors
  busy: boolean
  onChange(name: string, value: string | boolean): void
  onSubmit(): void
  onExamples(): void
  onReset(): void
  onResetBody(): void
}

/** A form generated from the operation's catalogue parameters. Enter runs it. */
export function OperationForm(props: OperationFormProps) {
  const { operation, catalogue, values, errors, busy, onChange } = props
  const params = formParams(operation)
  const network = networkChoice(operation, catalogue)
  const body = values[BODY_FIELD]

  return (
    <form
      id={OPERATION_FORM_ID}
      className="card operation-form"
      aria-label={`Parameters of ${operation.id}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <h2 className="card-title">Parameters</h2>
      {network && (
        <div className="field field-enum">
          <label htmlFor={`field-${network.param}`}>
            <span className="field-name">{network.param}</span>
            <span className="field-type">{network.valueType} · picks the host</span>
          </label>
          <select
            id={`field-${network.param}`}
            value={String(values[network.param] ?? '')}
            onChange={(event) => onChange(network.param, event.target.value)}
          >
            {network.networks.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          {errors[network.param] && (
            <p className="field-error" role="alert">
              {errors[network.param]}
            </p>
          )}
        </div>
      )}
      {params.map((param) => (
        <FieldInput
          key={param.name}
          param={param}
          catalogue={catalogue}
          value={values[param.name] ?? ''}
          error={errors[param.name]}
          onChange={(value) => onChange(param.name, value)}
        />
      ))}
      {params.length === 0 && typeof body !== 'string' && (
        <p className="muted">This operation takes no parameters.</p>
      )}
      {typeof body === 'string' && (
        <BodyEditor
          operation={operation}
          value={body}
          error={errors[BODY_FIELD]}
          onChange={(value) => onChange(BODY_FIELD, value)}
          onResetExample={props.onResetBody}
        />
      )}
      {errors[FORM_FIELD] && (
        <p className="form-error" role="alert">
          {errors[FORM_FIELD]}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy} aria-label={`Run ${operation.id}`}>
          Run
        </button>
        {params.length > 0 && (
          <button type="button" onClick={props.onExamples}>
            Fill examples
          </button>
        )}
        <button type="button" onClick={props.onReset}>
          Reset
        </button>
        <span className="muted small">Enter runs</span>
      </div>
    </form>
  )
}
