/** `creator_addresses` → `creatorAddresses`; names already in camelCase are kept. Must match the runtime's sdkName. */
export function camelCase(wireName: string): string {
  return wireName.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** `getNFTsByIds` → `GetNFTsByIds`, `collection_name` → `CollectionName`. */
export function pascalCase(name: string): string {
  const camel = camelCase(name.replace(/[^A-Za-z0-9_]+/g, '_'))
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
