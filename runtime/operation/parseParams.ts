import { type GenericSchema, safeParse } from 'valibot'
import { nearestName } from '../contract/nearest'
import { CoreErrorCode, W3DataError, type W3DataErrorCode } from '../errors/index'
import type { CompiledOperation } from './descriptor'
import { LazyLibrary } from './lazyLibrary'

/**
 * parseParams for a call, which can wait: when a check needs a library before it is loaded
 * (keccak-256 for a mixed-case EVM address or one sent in a body, base58 for a Solana address),
 * loads it and checks the parameters again, once per library needed. Answers at once, without a
 * promise, when no library is missing: the per-call path waits no turn for it.
 */
export function parseCallParams(
  operation: CompiledOperation,
  params: unknown,
): Record<string, unknown> | Promise<Record<string, unknown>> {
  try {
    return parseParams(operation, params)
  } catch (error) {
    if (!(error instanceof LazyLibrary)) throw error
    return parseAfterLoading(operation, params, error)
  }
}

async function parseAfterLoading(
  operation: CompiledOperation,
  params: unknown,
  first: LazyLibrary<unknown>,
): Promise<Record<string, unknown>> {
  const loaded = new Set<LazyLibrary<unknown>>()
  for (let needed = first; ; ) {
    // A library asked for again after its load is a broken loader: fail rather than loop.
    if (loaded.has(needed)) throw needed
    loaded.add(needed)
    await needed.load()
    try {
      return parseParams(operation, params)
    } catch (error) {
      if (!(error instanceof LazyLibrary)) throw error
      needed = error
    }
  }
}

/**
 * Checks a call's parameters before anything is sent: unknown names, required names, then the
 * operation's valibot schema (types, enums, ranges, value types). Returns the normalised values.
 */
export function parseParams(operation: CompiledOperation, params: unknown): Record<string, unknown> {
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Parameters of ${operation.id} must be an object`,
    })
  }
  const given = (params ?? {}) as Record<string, unknown>
  for (const name in given) {
    if (!operation.known.has(name)) {
      // The message stays word for word (users match on it); the name a typo away goes in the details.
      const nearest = nearestName(name, operation.names, { closeEnough: true })
      throw new W3DataError({
        code: CoreErrorCode.INVALID_ARGUMENT,
        message: `Request contains unknown parameter: ${name}. This operation supports the following parameters: ${operation.names.join(', ')}`,
        details: { param: name, ...(nearest !== undefined && { nearest }) },
      })
    }
  }
  // Only what the caller gave goes on the wire: catalogue defaults are documentation (the
  // provider applies its own), as in the provider's SDK.
  const values = present(given)
  for (const name of operation.required ?? []) {
    if (values[name] === undefined || values[name] === null) {
      throw new W3DataError({
        code: CoreErrorCode.INVALID_ARGUMENT,
        message: `Param ${name} is required`,
        details: { param: name },
      })
    }
  }
  return validate(operation.schema, values)
}

/** Empty values (undefined, null, '') mean "not given": an empty block or date is left out. */
function present(given: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined
  for (const name in given) {
    const value = given[name]
    if (value !== undefined && value !== null && value !== '') continue
    out ??= { ...given }
    delete out[name]
  }
  return out ?? given
}

function validate(schema: GenericSchema, values: Record<string, unknown>): Record<string, unknown> {
  const parsed = safeParse(schema, values)
  if (parsed.success) return parsed.output as Record<string, unknown>
  const [issue] = parsed.issues
  const path = issue.path?.map((item) => String(item.key)).join('.')
  // A value type's own error (see valueSchema) keeps its code and its exact text; every
  // other issue is an invalid argument named by its parameter.
  const valueTypeCode = issue.type === 'raw_transform' ? (issue.expected as W3DataErrorCode | null) : null
  throw new W3DataError({
    code: valueTypeCode || CoreErrorCode.INVALID_ARGUMENT,
    message: valueTypeCode || !path ? issue.message : `Invalid value for ${path}: ${issue.message}`,
    details: {
      issues: parsed.issues.map(({ message, path: at }) => ({ message, path: at?.map((item) => item.key) })),
    },
  })
}
