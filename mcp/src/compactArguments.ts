/** The compact tools' arguments, checked against their own input schemas before anything runs. */
import type { ToolDefinition } from './tools'

type PropertySchema = { type?: string }

const fits: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  integer: (value) => Number.isInteger(value),
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
}

const typeWords: Record<string, string> = { string: 'a string', integer: 'an integer', object: 'an object' }

/** Why `args` do not fit the tool's schema (an unknown, missing or mistyped argument), or undefined. */
export function argumentsProblem(
  definition: ToolDefinition,
  args: Record<string, unknown>,
): string | undefined {
  const properties = (definition.inputSchema.properties ?? {}) as Record<string, PropertySchema>
  const required = (definition.inputSchema.required ?? []) as string[]
  const names = Object.keys(properties)
  const unknown = Object.keys(args).find((name) => !names.includes(name))
  if (unknown !== undefined)
    return `Unknown argument ${unknown}: ${definition.name} takes ${names.join(', ')}`
  const missing = required.find((name) => args[name] === undefined)
  if (missing !== undefined) return `${definition.name} needs the argument ${missing}`
  for (const name of names) {
    const type = properties[name]?.type ?? ''
    const check = fits[type]
    if (args[name] !== undefined && check && !check(args[name]))
      return `The argument ${name} of ${definition.name} must be ${typeWords[type]}`
  }
  return undefined
}
