import type { SpecDocument } from '../../load/specDocument'

/**
 * The document openapi-typescript renders: the catalogue without its discriminators. From a
 * discriminator openapi-typescript rewrites every member's tag property as required, and gives a
 * member the mapping leaves out (one picked by its keys, as x-w3data-match says) its schema name as
 * tag value. Without them each member's tag is the one its schema declares, as the mappers read it.
 */
export function wireDocument(document: SpecDocument): SpecDocument {
  const copy = structuredClone(document)
  dropDiscriminators(copy)
  return copy
}

function dropDiscriminators(node: unknown): void {
  if (typeof node !== 'object' || node === null) return
  if ('oneOf' in node) Reflect.deleteProperty(node, 'discriminator')
  for (const value of Object.values(node)) dropDiscriminators(value)
}
