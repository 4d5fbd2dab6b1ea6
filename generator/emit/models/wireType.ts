import type { WireLocation } from '../../model/ir'

/**
 * The wire type (openapi-typescript's, in wire.gen.ts) declared at `location`, without null: a
 * schema of `components`, an operation's body, or a property or list item below one.
 */
export function wireType({ root, path }: WireLocation): string {
  const quote = JSON.stringify
  const [start, mayBeNull] =
    'schema' in root
      ? [`components['schemas'][${quote(root.schema)}]`, root.nullable === true]
      : [
          `operations[${quote(root.operation)}]['responses'][${root.status}]['content']['application/json']`,
          true,
        ]
  const present = (type: string, nullable: boolean) => (nullable ? `NonNullable<${type}>` : type)
  // Below the root every step may be optional or nullable.
  let type = start
  let nullable = mayBeNull
  for (const step of path) {
    type = `${present(type, nullable)}[${step === 'item' ? 'number' : quote(step.property)}]`
    nullable = true
  }
  return present(type, nullable)
}

/** The names of wire.gen.ts that `location` reads. */
export function wireRoot(location: WireLocation): 'components' | 'operations' {
  return 'schema' in location.root ? 'components' : 'operations'
}
