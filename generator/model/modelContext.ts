// What the model builders share while reading one document, and where a schema is written.
import type { SchemaModel, WireLocation } from './ir'
import { pascalCase } from './names'
import type { SpecObjects } from './specObjects'

export interface Context {
  document: SpecObjects
  schemas: Map<string, SchemaModel>
  /** Type names of the document's own schemas. */
  named: ReadonlySet<string>
  api: string
}

/**
 * Where a schema is written: the name an inline object there is hoisted under and, on the
 * response side, where the wire types declare it.
 */
export interface Site {
  name: string
  wire?: WireLocation
}

export function propertySite(site: Site, wireName: string): Site {
  const name = `${site.name}${pascalCase(wireName)}`
  return site.wire ? { name, wire: below(site.wire, { property: wireName }) } : { name }
}

export function itemSite(site: Site): Site {
  const name = `${site.name}Item`
  return site.wire ? { name, wire: below(site.wire, 'item') } : { name }
}

function below(wire: WireLocation, step: WireLocation['path'][number]): WireLocation {
  return { root: wire.root, path: [...wire.path, step] }
}
