import { type ParseArgsConfig, parseArgs } from 'node:util'
import { nearestName } from 'w3data/catalogue'
import { UsageError } from './exitCodes'
import { flagValue, parseJson } from './flagValues'
import { findTarget, type Target } from './lookup'
import { CLI_OPTIONS, type CliOptionName, camelOf } from './options'
import { type ParamFlag, paramFlags } from './paramFlags'
import { decodeResume } from './resume'

type OptionsTable = NonNullable<ParseArgsConfig['options']>
type Values = Record<string, string | boolean | (string | boolean)[] | undefined>

/** What the command line asks for. */
export type Command =
  | { kind: 'help'; path: readonly string[] }
  | { kind: 'version' }
  | { kind: 'list'; words: readonly string[] }
  | { kind: 'describe'; target: Target }
  | { kind: 'call'; target: Target | undefined; params: Record<string, unknown>; settings: Settings }

export type OutputFormat = 'json' | 'ndjson' | 'csv' | 'parquet'
/** The formats written as text (Parquet is binary). */
export type TextFormat = Exclude<OutputFormat, 'parquet'>

/** The command line's own options, checked. */
export interface Settings {
  apiKey: string | undefined
  mock: boolean
  mockUrl: string | undefined
  format: OutputFormat
  raw: boolean
  all: boolean
  maxItems: number | undefined
  maxPages: number | undefined
  resume: string | undefined
  input: string | undefined
  concurrency: number
  /** `--cu-per-second`: the compute-unit budget of a bulk run. */
  cuPerSecond: number | undefined
}

/**
 * Two passes with `util.parseArgs`: the first knows only the command line's own options and finds
 * the words before the first other flag (`evm getWalletNFTs`); the second adds that operation's
 * parameters as flags and parses strictly.
 */
export function parseCommand(args: readonly string[]): Command {
  const { words, values } = firstPass(args)
  if (values.help || words[0] === 'help')
    return { kind: 'help', path: words[0] === 'help' ? words.slice(1) : words }
  if (values.version) return { kind: 'version' }
  const [first, second, ...rest] = words
  if (first === 'list') return { kind: 'list', words: words.slice(1) }
  if (first === 'describe') {
    if (!second || !rest[0])
      throw new UsageError('describe needs an API and an operation: w3data describe evm getWalletNFTs')
    return { kind: 'describe', target: findTarget(second, rest[0]) }
  }
  if (first === undefined) {
    if (typeof values.resume === 'string') return { kind: 'call', target: undefined, ...secondPass(args, []) }
    return { kind: 'help', path: [] }
  }
  if (second === undefined) return { kind: 'help', path: [first] }
  const target = findTarget(first, second)
  return { kind: 'call', target, ...secondPass(args, paramFlags(target.catalogue, target.operation), target) }
}

function cliOptions(): OptionsTable {
  const table: OptionsTable = {}
  for (const [name, option] of Object.entries(CLI_OPTIONS)) {
    const short = 'short' in option ? { short: option.short } : {}
    table[name] = { type: option.type, ...short }
    if (camelOf(name) !== name) table[camelOf(name)] = { type: option.type }
  }
  return table
}

function firstPass(args: readonly string[]): { words: string[]; values: Values } {
  const table = cliOptions()
  const { tokens, values } = parseArgs({
    args: [...args],
    options: table,
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const words: string[] = []
  for (const token of tokens) {
    if (token.kind === 'positional') words.push(token.value)
    else if (token.kind === 'option' && !(token.name in table)) break
  }
  return { words, values: values as Values }
}

function secondPass(
  args: readonly string[],
  flags: readonly ParamFlag[],
  target?: Target,
): { params: Record<string, unknown>; settings: Settings } {
  const table = cliOptions()
  for (const flag of flags) {
    for (const name of flag.names)
      table[name] = { type: flag.boolean ? 'boolean' : 'string', multiple: flag.list }
    if (flag.boolean) table[`no-${flag.names[0]}`] = { type: 'boolean' }
  }
  let parsed: { values: Values; positionals: string[] }
  try {
    parsed = parseArgs({
      args: withNegativeValues(withBooleanValues(args, flags), table),
      options: table,
      strict: true,
      allowPositionals: true,
    })
  } catch (error) {
    throw new UsageError(parseArgsMessage(error, table, target, flags))
  }
  const extra = parsed.positionals.slice(target ? 2 : 0)
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`)
  const settings = settingsOf(withCarriedOptions(parsed.values))
  return { params: paramsOf(parsed.values, flags, target), settings }
}

/** `--exclude-spam=false` → `--no-exclude-spam`: parseArgs's booleans take no value. */
function withBooleanValues(args: readonly string[], flags: readonly ParamFlag[]): string[] {
  const booleans = new Map(
    flags.filter((flag) => flag.boolean).flatMap((flag) => flag.names.map((name) => [name, flag])),
  )
  return args.map((arg) => {
    const match = /^--([^=]+)=(true|false)$/.exec(arg)
    const flag = match && booleans.get(match[1] as string)
    if (!flag) return arg
    return match[2] === 'true' ? `--${match[1]}` : `--no-${flag.names[0]}`
  })
}

/**
 * `--limit -5` → `--limit=-5`: parseArgs takes a value starting with a dash only after `=`, and a
 * negative number after a flag that takes a value is that flag's value, never a flag itself.
 */
function withNegativeValues(args: readonly string[], table: OptionsTable): string[] {
  const joined: string[] = []
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string
    const name = /^--([^=]+)$/.exec(arg)?.[1]
    const next = args[index + 1]
    if (name && table[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`)
      index++
    } else joined.push(arg)
  }
  return joined
}

/** parseArgs's errors, said shortly; anything else keeps Node's own words. */
function parseArgsMessage(
  error: unknown,
  table: OptionsTable,
  target: Target | undefined,
  flags: readonly ParamFlag[],
): string {
  const { code, message } = error as { code?: string; message: string }
  const flag = /'(-[^' ]*)/.exec(message)?.[1]
  const where = target ? ` for ${target.catalogue.api} ${target.operation.id}` : ''
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) {
    const near = nearestName(flag.replace(/^-+/, ''), Object.keys(table), { closeEnough: true })
    return `Unknown flag ${flag}${where}${near ? `. Did you mean --${near}?` : ''}`
  }
  if (message.includes('argument missing') && flag) return `Flag ${flag} needs a value`
  if (message.includes('does not take an argument') && flag) {
    // A boolean parameter takes =true and =false (withBooleanValues); the command's own switches none.
    const parameter = flags.some((each) => each.boolean && each.names.includes(flag.slice(2)))
    return parameter ? `Flag ${flag} takes true or false, or no value (true)` : `Flag ${flag} takes no value`
  }
  return message
}

/** A parameter's value from whichever of its names was used. */
function paramsOf(
  values: Values,
  flags: readonly ParamFlag[],
  target: Target | undefined,
): Record<string, unknown> {
  const body = typeof values.body === 'string' ? parseJson(values.body, '--body') : undefined
  const params: Record<string, unknown> = target?.operation.bodyParam
    ? body === undefined
      ? {}
      : { [target.operation.bodyParam.name]: body }
    : bodyObject(body)
  for (const flag of flags) {
    const used = flag.names.find((name) => values[name] !== undefined)
    if (used !== undefined)
      params[flag.param.name] = flagValue(flag, values[used] as string | string[] | boolean)
    else if (flag.boolean && values[`no-${flag.names[0]}`]) params[flag.param.name] = false
  }
  return params
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {}
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ...body }
  throw new UsageError('--body must be a JSON object of the body parameters')
}

/** With --resume, the options the token carries fill in those the command line leaves out. */
function withCarriedOptions(values: Values): Values {
  if (typeof values.resume !== 'string') return values
  const given = (name: string) => values[name] !== undefined || values[camelOf(name)] !== undefined
  const filled = { ...values }
  for (const [name, value] of Object.entries(decodeResume(values.resume).options ?? {}))
    if (!given(name)) filled[name] = value
  return filled
}

function settingsOf(values: Values): Settings {
  const get = (name: CliOptionName) => values[name] ?? values[camelOf(name)]
  const text = (name: CliOptionName) => {
    const value = get(name)
    return typeof value === 'string' ? value : undefined
  }
  const format = text('format') ?? 'json'
  if (format !== 'json' && format !== 'ndjson' && format !== 'csv' && format !== 'parquet')
    throw new UsageError(`--format must be json, ndjson, csv or parquet, not ${format}`)
  return {
    apiKey: text('api-key'),
    mock: get('mock') === true,
    mockUrl: text('mock-url'),
    format,
    raw: get('raw') === true,
    all: get('all') === true,
    maxItems: count(text('max-items'), 'max-items'),
    maxPages: count(text('max-pages'), 'max-pages'),
    resume: text('resume'),
    input: text('input'),
    concurrency: count(text('concurrency'), 'concurrency') ?? 4,
    cuPerSecond: count(text('cu-per-second'), 'cu-per-second'),
  }
}

export function count(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined
  const number = Number(text)
  if (/^\d+$/.test(text) && Number.isSafeInteger(number) && number > 0) return number
  throw new UsageError(`--${name} must be a whole number above 0, not ${text}`)
}
