import type { KeyboardEvent, ReactNode } from 'react'
import type { ApiCatalogue, ParameterEntry, SchemaObject } from 'w3data/catalogue'
import { baseType } from '../baseType'
import { fieldKind, fieldSchema } from '../formValues'
import { FieldNotes, notesIds } from './FieldNotes'

interface FieldInputProps {
  param: ParameterEntry
  catalogue: ApiCatalogue
  value: string | boolean
  error: string | undefined
  onChange(value: string | boolean): void
}

/** Ctrl/⌘+Enter in a text area runs the form, as Enter does in one-line inputs. */
export function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }
}

function typeLabel(param: ParameterEntry, schema: SchemaObject): string {
  const item = schema.items ?? schema
  const type = param.valueType ?? baseType(item) ?? 'json'
  const { minimum: min, maximum: max } = schema
  const range =
    min !== undefined && max !== undefined
      ? ` ${min}–${max}`
      : min !== undefined
        ? ` ≥ ${min}`
        : max !== undefined
          ? ` ≤ ${max}`
          : ''
  return `${baseType(schema) === 'array' ? `${type}[]` : type}${range} · ${param.in} ${param.wireName}`
}

function examplePlaceholder(schema: SchemaObject): string | undefined {
  const example = Array.isArray(schema.example)
    ? schema.example[0]
    : (schema.example ?? schema.items?.example)
  return example === undefined
    ? undefined
    : `e.g. ${typeof example === 'string' ? example : JSON.stringify(example)}`
}

/** One catalogue parameter as a labelled input chosen by its type. */
export function FieldInput({ param, catalogue, value, error, onChange }: FieldInputProps) {
  const id = `field-${param.name}`
  const schema = fieldSchema(param, catalogue)
  const kind = fieldKind(param, catalogue)
  const common = {
    id,
    name: param.name,
    'aria-invalid': error ? true : undefined,
    'aria-required': param.required || undefined,
    'aria-describedby': notesIds(id, param.description, error),
  }
  const text = typeof value === 'string' ? value : ''
  const placeholder = examplePlaceholder(schema)

  const label = (
    <label htmlFor={id}>
      <span className="field-name">{param.name}</span>
      {param.required && (
        <span className="required" title="required">
          *<span className="sr-only"> (required)</span>
        </span>
      )}
      <span className="field-type">{typeLabel(param, schema)}</span>
    </label>
  )

  let control: ReactNode
  switch (kind) {
    case 'checkbox':
      control = (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      )
      break
    case 'enum':
      control = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {!param.required && <option value="">(not set)</option>}
          {schema.enum?.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      )
      break
    case 'array':
    case 'json':
      control = (
        <textarea
          {...common}
          rows={kind === 'array' ? 3 : 5}
          value={text}
          spellCheck={false}
          placeholder={
            kind === 'array' ? `One value per line${placeholder ? `, ${placeholder}` : ''}` : placeholder
          }
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={submitOnModEnter}
        />
      )
      break
    default:
      control = (
        <input
          {...common}
          // A date is text: the client takes ISO times and epochs, which a date input would blank out.
          type={kind === 'number' ? 'number' : 'text'}
          min={schema.minimum}
          max={schema.maximum}
          value={text}
          placeholder={
            placeholder ?? (kind === 'date' ? 'ISO 8601 (2025-01-01T10:00:00Z) or epoch ms' : undefined)
          }
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }

  return (
    <div className={`field field-${kind}${error ? ' has-error' : ''}`}>
      {kind === 'checkbox' ? (
        <div className="checkbox-row">
          {control}
          {label}
        </div>
      ) : (
        <>
          {label}
          {control}
        </>
      )}
      <FieldNotes id={id} hint={param.description} error={error} />
    </div>
  )
}
