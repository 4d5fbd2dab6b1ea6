/** Form state ⇄ operation parameters, driven by the catalogue's parameter entries. */
import type { W3DataError } from 'w3data'
import {
  type ApiCatalogue,
  exampleOf,
  type OperationEntry,
  type ParameterEntry,
  resolveSchema,
  type SchemaObject,
} from 'w3data/catalogue'
import { baseType } from './baseType'
import { networksOf } from './catalogueIndex'
import type { Params } from './operations'

export type FieldKind = 'text' | 'number' | 'checkbox' | 'enum' | 'array' | 'date' | 'json'
export type FormValues = Readonly<Record<string, string | boolean>>
export type FieldErrors = Readonly<Record<string, string>>

/** Key of the JSON body editor in the form state and in errors. */
export const BODY_FIELD = '$body'
/** Key of errors that belong to no one field. */
export const FORM_FIELD = '$form'

/** The parameter's schema with any `$ref` followed (EVM's `protocol` is a named enum). */
export const fieldSchema = (param: ParameterEntry, catalogue: ApiCatalogue): SchemaObject =>
  resolveSchema(param.schema, catalogue.schemas)

export function fieldKind(param: ParameterEntry, catalogue: ApiCatalogue): FieldKind {
  const schema = fieldSchema(param, catalogue)
  if (schema.enum?.length) return 'enum'
  const type = baseType(schema)
  if (type === 'array') return 'array'
  if (type === 'boolean') return 'checkbox'
  if (type === 'number' || type === 'integer') return 'number'
  if (param.valueType === 'date') return 'date'
  return type === 'string' ? 'text' : 'json'
}

/** Parameters with their own input; the body ones go to the JSON editor. */
export const formParams = (operation: OperationEntry): ParameterEntry[] =>
  operation.params.filter((param) => param.in !== 'body')

export const bodyParams = (operation: OperationEntry): ParameterEntry[] => [
  ...operation.params.filter((param) => param.in === 'body'),
  ...(operation.bodyParam ? [operation.bodyParam] : []),
]

/** The JSON body editor's starting text: every body parameter of the operation, by SDK name. */
export function exampleBody(operation: OperationEntry, catalogue: ApiCatalogue): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const param of bodyParams(operation)) {
    const schema = fieldSchema(param, catalogue)
    const value = exampleOf(schema, catalogue.schemas)
    // A whole-body list gets one item, so the example shows its shape.
    body[param.name] =
      param === operation.bodyParam && Array.isArray(value) && value.length === 0 && schema.items
        ? [exampleOf(schema.items, catalogue.schemas)]
        : value
  }
  return body
}

/**
 * The API's network choice when it is not an ordinary parameter (Aptos: `network` picks the host);
 * EVM's `chain` is a query parameter of each operation and gets its own input.
 */
export function networkChoice(operation: OperationEntry, catalogue: ApiCatalogue) {
  const { network } = catalogue
  const networks = networksOf(catalogue)
  if (!network || networks.length === 0 || operation.params.some((param) => param.name === network.param))
    return undefined
  return { param: network.param, valueType: network.valueType, networks }
}

function defaultValue(param: ParameterEntry, catalogue: ApiCatalogue): string | boolean {
  const value = fieldSchema(param, catalogue).default
  switch (fieldKind(param, catalogue)) {
    case 'checkbox':
      return value === true
    case 'array':
      return Array.isArray(value) ? value.join('\n') : ''
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2)
    default:
      return value === undefined || value === null ? '' : String(value)
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A parameter's example as the form's text: arrays one value per line. */
function exampleText(param: ParameterEntry, catalogue: ApiCatalogue): string | undefined {
  const schema = fieldSchema(param, catalogue)
  const kind = fieldKind(param, catalogue)
  const value = exampleOf(schema, catalogue.schemas)
  if (kind === 'array') {
    const items =
      Array.isArray(value) && value.length > 0 ? value : [exampleOf(schema.items ?? {}, catalogue.schemas)]
    return items.map(asText).join('\n')
  }
  if (value === null || value === undefined) return undefined
  return kind === 'json' ? JSON.stringify(value, null, 2) : String(value)
}

/** Defaults prefilled, the first network chosen, the body editor holding a valid example. */
export function initialValues(operation: OperationEntry, catalogue: ApiCatalogue): FormValues {
  const values: Record<string, string | boolean> = {}
  for (const param of formParams(operation)) values[param.name] = defaultValue(param, catalogue)
  const network = networkChoice(operation, catalogue)
  if (network) values[network.param] = network.networks[0] ?? ''
  if (bodyParams(operation).length > 0) {
    values[BODY_FIELD] = JSON.stringify(exampleBody(operation, catalogue), null, 2)
  }
  return values
}

/**
 * Empty inputs filled with examples: required ones always (the catalogue's, else one its value
 * type or schema allows), optional ones when the catalogue gives an example.
 */
export function withExamples(
  operation: OperationEntry,
  catalogue: ApiCatalogue,
  values: FormValues,
): FormValues {
  const next = { ...values }
  for (const param of formParams(operation)) {
    if (next[param.name] !== '') continue
    const schema = fieldSchema(param, catalogue)
    if (!param.required && schema.example === undefined && schema.items?.example === undefined) continue
    const text = exampleText(param, catalogue)
    if (text !== undefined) next[param.name] = text
  }
  return next
}

/** With `ok: false`, `params` holds what could be read: the other fields can still be checked. */
export type BuiltParams = { ok: true; params: Params } | { ok: false; params: Params; errors: FieldErrors }

/**
 * The parameters the form describes: empty inputs are left out, numbers become numbers, arrays
 * are one value per line. Only what the form itself cannot read (JSON) is an error here; every
 * other check is the client's own, run before sending (see preflight.ts).
 */
export function toParams(
  operation: OperationEntry,
  catalogue: ApiCatalogue,
  values: FormValues,
): BuiltParams {
  const params: Params = {}
  const errors: Record<string, string> = {}
  for (const param of formParams(operation)) {
    const value = values[param.name]
    if (value === undefined || value === '' || value === false) continue
    const text = String(value).trim()
    const schema = fieldSchema(param, catalogue)
    switch (fieldKind(param, catalogue)) {
      case 'checkbox':
        params[param.name] = true
        break
      case 'number':
        params[param.name] = toNumber(text)
        break
      case 'enum':
        params[param.name] = schema.enum?.find((option) => String(option) === text) ?? text
        break
      case 'array': {
        const items = text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
        const numeric = ['number', 'integer'].includes(baseType(schema.items ?? {}) ?? '')
        if (items.length > 0) params[param.name] = numeric ? items.map(toNumber) : items
        break
      }
      case 'json': {
        const parsed = parseJson(text)
        if (parsed.ok) params[param.name] = parsed.value
        else errors[param.name] = parsed.error
        break
      }
      default:
        params[param.name] = text
    }
  }
  const network = networkChoice(operation, catalogue)
  const chosen = network && values[network.param]
  if (network && typeof chosen === 'string' && chosen) params[network.param] = chosen
  const body = values[BODY_FIELD]
  if (typeof body === 'string') {
    const parsed = parseJson(body)
    if (!parsed.ok) errors[BODY_FIELD] = parsed.error
    else if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))
      errors[BODY_FIELD] = `The body must be a JSON object of: ${bodyParams(operation)
        .map((param) => param.name)
        .join(', ')}`
    else Object.assign(params, parsed.value)
  }
  return Object.keys(errors).length > 0 ? { ok: false, params, errors } : { ok: true, params }
}

/** The parameters a fresh form holds after "Fill examples". */
export const exampleParams = (operation: OperationEntry, catalogue: ApiCatalogue): Params =>
  toParams(operation, catalogue, withExamples(operation, catalogue, initialValues(operation, catalogue)))
    .params

/** Numbers as numbers; anything else is passed on as typed, for the client to refuse. */
function toNumber(text: string): number | string {
  const number = Number(text)
  return text !== '' && Number.isFinite(number) ? number : text
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, error: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Which input a client error belongs to: the first issue's path, or the name in the message. */
export function errorsFor(
  error: W3DataError,
  operation: OperationEntry,
  catalogue: ApiCatalogue,
): FieldErrors {
  const issues = error.details?.['issues'] as { path?: unknown[] }[] | undefined
  const [first] = issues?.[0]?.path ?? []
  const name =
    typeof first === 'string'
      ? first
      : /^(?:Param (\S+) is required|Request contains unknown parameter: ([^.]+)\.)/
          .exec(error.reason)
          ?.slice(1)
          .find(Boolean)
  const inForm =
    formParams(operation).some((param) => param.name === name) || name === catalogue.network?.param
  if (name && inForm) return { [name]: error.reason }
  // Body parameters, and names the form cannot produce (typed into the JSON body).
  if (name && bodyParams(operation).length > 0) {
    return { [BODY_FIELD]: error.reason.includes(name) ? error.reason : `${name}: ${error.reason}` }
  }
  return { [FORM_FIELD]: error.message }
}
