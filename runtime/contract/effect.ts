// What calling an operation does at the provider, as the catalogue records it on every entry. The
// generator writes it (from the method, or `x-w3data-effect`); the MCP server, w3data/react, the
// command line and the demo read it, each with a switch that names every effect.

export const OPERATION_EFFECTS = ['read', 'change'] as const

/** `read` leaves the provider as it was; `change` creates, updates, deletes or starts work there. */
export type OperationEffect = (typeof OPERATION_EFFECTS)[number]

export function isOperationEffect(value: unknown): value is OperationEffect {
  return OPERATION_EFFECTS.some((effect) => effect === value)
}

/** The effect of a method where the catalogue says nothing else: GET reads, every other method changes. */
export function methodEffect(method: string): OperationEffect {
  return method === 'GET' ? 'read' : 'change'
}
