import { sdkName } from '../../runtime/contract/names'

/** `getNFTsByIds` → `GetNFTsByIds`, `collection_name` → `CollectionName`. */
export function pascalCase(name: string): string {
  const camel = sdkName(name.replace(/[^A-Za-z0-9_]+/g, '_'))
  return camel.charAt(0).toUpperCase() + camel.slice(1)
}

/** A property key as TypeScript source: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name)
}

/** A property read as source: `w.name` or `w["24h_change"]`. */
export function propertyAccess(target: string, name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? `${target}.${name}` : `${target}[${JSON.stringify(name)}]`
}

/** A function name from an operationId: `GetStreams` → `getStreams`; `getNFTsByIds` stays. */
export function functionName(operationId: string): string {
  return operationId.charAt(0).toLowerCase() + operationId.slice(1)
}

/** TypeScript type name of a schema: PascalCase, so it never clashes with an operation's name. */
export function typeName(schemaName: string): string {
  return pascalCase(schemaName)
}

/** Locale-independent ordering, so output never depends on the machine. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
