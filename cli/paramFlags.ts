import {
  type ApiCatalogue,
  type OperationEntry,
  type ParameterEntry,
  resolveSchema,
  type SchemaObject,
} from 'w3data/catalogue'
import { kebabOf, RESERVED_NAMES } from './options'

/** How one operation parameter is given on the command line. */
export interface ParamFlag {
  param: ParameterEntry
  /** The flag names, the one shown in help first: kebab-case, camelCase, the wire name. */
  names: readonly string[]
  /** The parameter's schema with `$ref` resolved. */
  schema: SchemaObject
  /** A list's item schema, `$ref` resolved. */
  items: SchemaObject
  boolean: boolean
  list: boolean
}

/**
 * The flags of an operation: its parameters, its body value, and the network parameter every
 * call of a per-network API gains. A parameter named like one of the command line's own options
 * (`format`) is given with a `param-` prefix (`--param-format`), so `--format` stays the output's.
 */
export function paramFlags(catalogue: ApiCatalogue, operation: OperationEntry): ParamFlag[] {
  const params = [...operation.params]
  if (operation.bodyParam) params.push(operation.bodyParam)
  const network = catalogue.network
  if (network && !params.some((param) => param.name === network.param)) params.push(networkParam(catalogue))
  return params.map((param) => {
    const schema = resolveSchema(param.schema, catalogue.schemas)
    const type = schemaType(schema)
    return {
      param,
      names: flagNames(param),
      schema,
      items: resolveSchema(schema.items ?? {}, catalogue.schemas),
      boolean: type === 'boolean',
      list: type === 'array',
    }
  })
}

function flagNames(param: ParameterEntry): string[] {
  const plain = [kebabOf(param.name), param.name, param.wireName]
  const names = plain.some((name) => RESERVED_NAMES.has(name))
    ? [`param-${kebabOf(param.name)}`, `param${param.name.charAt(0).toUpperCase()}${param.name.slice(1)}`]
    : plain
  return [...new Set(names)]
}

/** The network of a per-host API (Aptos) is a parameter of every call, though no path names it. */
function networkParam(catalogue: ApiCatalogue): ParameterEntry {
  const network = catalogue.network as NonNullable<ApiCatalogue['network']>
  const names = typeof catalogue.baseUrl === 'string' ? [] : Object.keys(catalogue.baseUrl)
  return {
    name: network.param,
    wireName: network.query ?? network.param,
    in: 'query',
    required: false,
    schema: {
      type: 'string',
      'x-w3data-value-type': network.valueType,
      ...(names[0] && { example: names[0] }),
    },
    valueType: network.valueType,
    description: `The network${names.length > 0 ? ` (${names.join(', ')})` : ''}; default: the client's ${network.defaultOption}`,
  }
}

/** The one JSON type a schema stands for: `['string', 'null']` is a string. */
export function schemaType(schema: SchemaObject): string | undefined {
  const { type } = schema
  if (Array.isArray(type)) return type.find((name) => name !== 'null')
  if (typeof type === 'string') return type
  if (schema.properties || schema.oneOf || schema.additionalProperties) return 'object'
  return schema.enum && typeof schema.enum[0] === 'string' ? 'string' : undefined
}
