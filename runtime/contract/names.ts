/**
 * The SDK (camelCase) name of a wire name, the rule the generated types are named by and the
 * runtime reads paging fields by: `creator_addresses` → `creatorAddresses`. Leading underscores
 * are part of the name (`_id`, `__proto__`): only an inner `_x` becomes `X`.
 */
export function sdkName(wireName: string): string {
  return wireName.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}
