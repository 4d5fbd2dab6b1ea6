// Narrows a merged document to the spec objects the model reads, reporting where it differs.

import { isOperationEffect, OPERATION_EFFECTS } from '../../runtime/contract/effect'
import { isValueType, VALUE_TYPE_NAMES } from '../../runtime/contract/valueTypes'
import { isPlotKind } from '../load/checkPlot'
import { isJson, isString, isStringList, isStringRecord } from '../load/json'
import type { Report, SpecDocument } from '../load/specDocument'
import { anything, type Check, check, either, listOf, optional, recordOf, shape } from './shape'
import type {
  CostObject,
  DiscriminatorObject,
  MediaObject,
  NetworkObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  PlotObject,
  ResponseObject,
  SchemaObject,
  SpecObjects,
} from './specObjects'

const string = check(isString, 'a string')
const strings = check(isStringList, 'a list of strings')
const boolean = check((value): value is boolean => typeof value === 'boolean', 'true or false')
const mapping = check(isJson, 'a mapping')
const stringMap = check(isStringRecord, 'a mapping of strings')
const units = check(
  (value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  'a number of compute units (0 or more)',
)
const cost = shape<CostObject>({ 'rate-limit': units, price: units })
const valueType = check(isValueType, `a value type (${VALUE_TYPE_NAMES.join(', ')})`)

/** A schema and, through items, properties and oneOf, every schema it holds. */
const schema: Check<SchemaObject> = (value, path, report): value is SchemaObject =>
  schemaShape(value, path, report)

const schemaShape = shape<SchemaObject>({
  $ref: optional(string),
  type: optional(either(string, strings, 'a type name or a list of them')),
  description: anything,
  format: anything,
  pattern: anything,
  enum: optional(check(Array.isArray, 'a list')),
  default: anything,
  minimum: anything,
  maximum: anything,
  minItems: anything,
  maxItems: anything,
  items: optional(schema),
  properties: optional(recordOf(schema)),
  required: optional(strings),
  oneOf: optional(listOf(schema)),
  discriminator: optional(
    shape<DiscriminatorObject>({ propertyName: optional(string), mapping: optional(stringMap) }),
  ),
  'x-w3data-value-type': optional(valueType),
  'x-w3data-match': optional(strings),
  'x-w3data-name': optional(string),
  'x-w3data-data': anything,
  'x-w3data-keep-single': anything,
})

const parameter = shape<ParameterObject>({
  $ref: optional(string),
  name: anything,
  in: anything,
  required: anything,
  description: anything,
  example: anything,
  schema: optional(schema),
  'x-w3data-name': optional(string),
})

const body = shape<ResponseObject>({
  required: anything,
  content: optional(recordOf(shape<MediaObject>({ schema: optional(schema) }))),
})

const plot = shape<PlotObject>({
  kind: check(isPlotKind, 'a plot kind'),
  items: optional(string),
  time: optional(string),
  label: optional(string),
  values: strings,
  series: optional(string),
})

const operation = optional(
  shape<OperationObject>({
    operationId: anything,
    tags: optional(strings),
    summary: anything,
    description: anything,
    parameters: optional(listOf(parameter)),
    requestBody: optional(body),
    responses: optional(recordOf(body)),
    'x-w3data-paging': optional(mapping),
    'x-w3data-plot': optional(plot),
    'x-w3data-bearer': optional(boolean),
    'x-w3data-nullable': anything,
    'x-w3data-raw': anything,
    'x-w3data-effect': optional(check(isOperationEffect, `an effect (${OPERATION_EFFECTS.join(', ')})`)),
    'x-w3data-network-only': optional(strings),
    'x-w3data-sdk': anything,
    'x-w3data-cost': optional(cost),
  }),
)

const pathItem = shape<PathItemObject>({
  get: operation,
  post: operation,
  put: operation,
  delete: operation,
  patch: operation,
})

const document = shape<SpecObjects>({
  info: shape({ title: string }),
  paths: recordOf(pathItem),
  components: shape({ schemas: recordOf(schema), parameters: recordOf(parameter) }),
  'x-w3data-api': anything,
  'x-w3data-base-url': either(string, stringMap, 'a URL or a mapping of network to URL'),
  'x-w3data-bearer': anything,
  'x-w3data-cost': optional(cost),
  'x-w3data-network': optional(
    shape({
      param: anything,
      in: check(
        (value): value is NetworkObject['in'] => value === 'host' || value === 'path' || value === 'query',
        'host, path or query',
      ),
      query: anything,
      'value-type': valueType,
      'default-option': anything,
    }),
  ),
  'x-w3data-dispatch': optional(mapping),
})

/** The document as the spec objects the model reads, or undefined after reporting where it is not. */
export function readSpec(merged: SpecDocument, report: Report): SpecObjects | undefined {
  return document(merged, [], report) ? merged : undefined
}
