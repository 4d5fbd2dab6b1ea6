import { VALUE_TYPES } from '../../runtime/contract/valueTypes'
import type { ApiModel, SchemaModel, TypeModel } from '../model/ir'

/** Lookups shared by the emitters of one API. */
export class Schemas {
  readonly #byName: ReadonlyMap<string, SchemaModel>
  readonly #needsMapping = new Map<string, boolean>()

  constructor(readonly model: ApiModel) {
    this.#byName = new Map(model.schemas.map((schema) => [schema.name, schema]))
  }

  get(name: string): SchemaModel {
    const schema = this.#byName.get(name)
    if (!schema) throw new Error(`${this.model.api}: unknown schema ${name}`)
    return schema
  }

  /** Follows refs to the type that describes the value. */
  resolve(type: TypeModel): TypeModel {
    let current = type
    for (let depth = 0; current.kind === 'ref'; depth++) {
      if (depth > 20) throw new Error(`${this.model.api}: reference cycle at ${current.name}`)
      current = this.get(current.name).type
    }
    return current
  }

  /** True when values of this type change shape between wire and camelCase. */
  needsMapping(type: TypeModel): boolean {
    switch (type.kind) {
      case 'ref': {
        const known = this.#needsMapping.get(type.name)
        if (known !== undefined) return known
        this.#needsMapping.set(type.name, true) // a cycle means objects, which map
        const result = this.needsMapping(this.get(type.name).type)
        this.#needsMapping.set(type.name, result)
        return result
      }
      case 'object':
      case 'union':
        return true
      case 'array':
        return this.needsMapping(type.items)
      default:
        return false
    }
  }
}

/** Numbers, and whole numbers written in digits, take a number, a bigint or a decimal string. */
export function isNumberish(type: TypeModel): boolean {
  return (type.kind === 'number' && !type.enum) || (type.kind === 'string' && type.integerText === true)
}

/** The camelCase TypeScript type of a response value. */
export function renderType(type: TypeModel): string {
  const base = renderBase(type)
  return type.nullable ? `${base} | null` : base
}

function renderBase(type: TypeModel): string {
  switch (type.kind) {
    case 'ref':
      return type.name
    case 'string':
      return type.enum ? type.enum.map((value) => JSON.stringify(value)).join(' | ') : 'string'
    case 'number':
      return type.enum ? type.enum.map((value) => JSON.stringify(value)).join(' | ') : 'number'
    case 'boolean':
      return 'boolean'
    case 'array': {
      const item = renderType(type.items)
      return /[|&\s]/.test(item) ? `(${item})[]` : `${item}[]`
    }
    case 'data':
      return type.map ? 'Record<string, unknown>' : 'unknown'
    case 'union': {
      const members = type.members.map((member) => member.schema)
      // A tag value no member has arrives as an UnknownMember (see runtime/operation/resolveUnion).
      if (type.tag) members.push(`UnknownMember<${JSON.stringify(type.tag)}>`)
      return members.join(' | ')
    }
    case 'object':
      return `{ ${type.properties.map((p) => `${JSON.stringify(p.name)}${p.required ? '' : '?'}: ${renderType(p.type)}`).join('; ')} }`
  }
}

/** The type a caller may pass for a parameter: as {@link renderInputType}, and a list takes one item too. */
export function renderParamType(type: TypeModel): string {
  if (type.kind !== 'array') return renderInputType(type)
  return `OneOrMany<${renderInputType(type.items)}>${type.nullable ? ' | null' : ''}`
}

/** The type a caller may pass: value types accept their looser input forms, lists may be readonly. */
export function renderInputType(type: TypeModel): string {
  const nullable = type.nullable ? ' | null' : ''
  if (type.kind === 'array') {
    const item = renderInputType(type.items)
    return `readonly ${/[|&\s]/.test(item) ? `(${item})` : item}[]${nullable}`
  }
  if (isNumberish(type)) return `Numberish${nullable}`
  if (type.kind !== 'string' || !type.valueType) return renderType(type)
  return `${VALUE_TYPES[type.valueType].input}${nullable}`
}
