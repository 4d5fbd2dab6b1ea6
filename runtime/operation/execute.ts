import { type Core, coreState } from '../client/Core'
import {
  checkOptionsObject,
  invalidOptionError,
  MAX_TIMER,
  unknownOptionError,
  wholeNumber,
} from '../client/optionChecks'
import type { CallOptions } from '../client/options'
import { ApiErrorCode, CoreErrorCode, W3DataError } from '../errors/index'
import type { HttpRequest } from '../http/httpTypes'
import { buildPath } from '../http/path'
import { type QueryValue, serializeQuery } from '../http/query'
import { send } from '../http/send'
import type { CompiledOperation } from './descriptor'
import { parseCallParams } from './parseParams'

/** One finished call: the mapped result plus what paging needs to know. */
export interface CallResult<TResult> {
  result: TResult
  raw: unknown
  params: Record<string, unknown>
}

/**
 * The per-call path: check parameters, build the request, send it (with retries), then map the
 * body. `given` are the caller's parameters; paging passes its own on top.
 */
export async function execute<TResult>(
  core: Core,
  operation: CompiledOperation<TResult>,
  given: unknown,
  options: CallOptions | undefined,
): Promise<CallResult<TResult | null>> {
  checkCallOptions(options)
  const parsed = parseCallParams(operation, given)
  const params = withDefaultNetwork(core, operation, parsed instanceof Promise ? await parsed : parsed)
  if (operation.networkOnly) checkNetworkOnly(core, operation, params)
  const state = coreState(core)
  const apiKey = core.options.apiKey
  if (!apiKey) throw apiKeyNotSet()
  const timeout = perCall('timeout', options?.timeout, core.options.timeout, MAX_TIMER)

  const url =
    baseUrl(core, operation, params) +
    buildPath(operation.path, params, operation.pathNames) +
    query(operation, params)
  const body = requestBody(operation, params)
  // A copy whenever this call adds a header: the client's own headers are shared by every call.
  const headers =
    options?.headers || operation.bearer || body !== undefined
      ? { ...state.headers, ...options?.headers }
      : state.headers
  if (operation.bearer) (headers as Record<string, string>).authorization = `Bearer ${apiKey}`
  if (body !== undefined) (headers as Record<string, string>)['content-type'] = 'application/json'

  const { budget } = state.transport
  const cost = budget && (await budget.costOf(operation, { ...core.options, ...state }))
  const request: HttpRequest = {
    method: operation.method,
    url,
    headers: headers as Record<string, string>,
    operationId: operation.id,
    signal: options?.signal,
    timeout,
    allowNotFound: operation.nullable === true,
    maxResponseBytes: perCall(
      'maxResponseBytes',
      options?.maxResponseBytes,
      core.options.maxResponseBytes,
      Number.MAX_SAFE_INTEGER,
    ),
  }
  // Set only when present, not spread in: a literal of fixed shape is cheaper to make per call.
  if (body !== undefined) request.body = body
  if (cost !== undefined) request.cost = cost
  const response = await send(request, state.transport)
  if (operation.nullable && (response.status === 404 || isNotFoundBody(response.body)))
    return { result: null, raw: response.body, params }
  if (response.body === undefined && operation.nullable) {
    throw new W3DataError({ code: ApiErrorCode.NOT_FOUND, message: 'The resource is not found' })
  }
  const result = operation.map ? operation.map(response.body as never) : (response.body as TResult)
  return { result, raw: response.body, params }
}

/** A chain or network sent on the wire falls back to the client's default (already normalised). */
export function withDefaultNetwork(
  core: Core,
  operation: CompiledOperation,
  params: Record<string, unknown>,
): Record<string, unknown> {
  const network = operation.network
  if (
    !network ||
    (network.in === 'host' && !network.query) ||
    !operation.known.has(network.param) ||
    params[network.param] != null
  )
    return params
  return { ...params, [network.param]: core.options[network.defaultOption as keyof typeof core.options] }
}

const CALL_OPTIONS: ReadonlySet<string> = new Set(['signal', 'timeout', 'headers', 'maxResponseBytes'])

/** By shape, not instanceof: a signal from another realm (a test DOM, an iframe) is one too. */
const isAbortSignal = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AbortSignal).aborted === 'boolean' &&
  typeof (value as AbortSignal).addEventListener === 'function'

/** Per-call options under the client options' rules: unknown keys are C0013, wrong shapes C0014. */
function checkCallOptions(options: unknown): void {
  checkOptionsObject(options)
  if (options === undefined) return
  const { signal, headers } = options as CallOptions
  for (const name of Object.keys(options)) if (!CALL_OPTIONS.has(name)) throw unknownOptionError(name)
  if (signal !== undefined && !isAbortSignal(signal))
    throw invalidOptionError('signal', 'Expected an AbortSignal')
  const headerValues = typeof headers === 'object' && headers !== null ? Object.values(headers) : undefined
  if (headers !== undefined && !headerValues?.every((value) => typeof value === 'string'))
    throw invalidOptionError('headers', 'Expected an object of strings')
}

/** A per-call number option overrides the client's, under the same rule as the client option (C0014). */
function perCall(name: string, given: unknown, clientValue: number, max: number): number {
  if (given === undefined) return clientValue
  const reason = wholeNumber(max)(given)
  if (reason === null) return given as number
  throw invalidOptionError(name, reason)
}

function checkNetworkOnly(core: Core, operation: CompiledOperation, params: Record<string, unknown>): void {
  const { network, networkOnly = [] } = operation
  if (!network) return
  const name = String(
    params[network.param] ?? core.options[network.defaultOption as keyof typeof core.options],
  )
  if (networkOnly.includes(name)) return
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Incorrect value for network, ${operation.id} is only available on ${networkOnly.join(', ')}`,
  })
}

/** The base URL a call goes to: the API's, or its network's when the API picks its host by network. */
export function baseUrl(core: Core, operation: CompiledOperation, params: Record<string, unknown>): string {
  const configured = core.options.baseUrls[operation.api]
  const network = operation.network
  if (typeof configured === 'string' || network?.in !== 'host') {
    if (typeof configured === 'string') return configured
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `No base URL is configured for the ${operation.api} API`,
    })
  }
  const name = String(
    params[network.param] ?? core.options[network.defaultOption as keyof typeof core.options],
  )
  const url = configured?.[name]
  if (url) return url
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `No base URL is configured for ${operation.api} network ${name}: set baseUrls.${operation.api}.${name}`,
  })
}

function query(operation: CompiledOperation, params: Record<string, unknown>): string {
  if (operation.query.length === 0) return ''
  const values: Record<string, QueryValue> = {}
  for (const [name, wireName] of operation.query) values[wireName] = params[name] as QueryValue
  return serializeQuery(values)
}

function requestBody(operation: CompiledOperation, params: Record<string, unknown>): string | undefined {
  const toWire = operation.toWire
  if (operation.bodyParam !== undefined) {
    const value = params[operation.bodyParam]
    const convert = toWire?.[operation.bodyParam]
    return JSON.stringify(convert ? convert(value as never) : value)
  }
  if (operation.body.length === 0) return undefined
  const body: Record<string, unknown> = {}
  for (const [name, wireName] of operation.body) {
    const value = params[name]
    if (value === undefined) continue
    const convert = toWire?.[name]
    body[wireName] = convert ? convert(value as never) : value
  }
  return JSON.stringify(body)
}

/**
 * How the provider says "nothing" with a 200: a not-found code, or a JSON value with no entries
 * (`{}`), which the provider's SDK also resolves to null. An empty body is not this (A0404).
 */
function isNotFoundBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { code, statusCode } = body as { code?: unknown; statusCode?: unknown }
  return (
    Object.keys(body).length === 0 ||
    code === 'NOT_FOUND' ||
    code === ApiErrorCode.NOT_FOUND ||
    statusCode === 404
  )
}

/** The message stays word for word (users match on it); where the key goes is said in `details`. */
function apiKeyNotSet(): W3DataError {
  return new W3DataError({
    code: ApiErrorCode.API_KEY_NOT_SET,
    message: 'apiKey is not set',
    details: {
      key: 'apiKey',
      hint: 'Pass your API key as createClient({ apiKey }) (or Moralis.start({ apiKey }) with w3data/compat); the w3data command and w3data-mcp read it from W3DATA_API_KEY',
    },
  })
}
