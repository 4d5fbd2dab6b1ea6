import { describe, expect, it } from 'vitest'
import { type Command, parseCommand } from './args'
import { UsageError } from './exitCodes'
import { encodeResume, type ResumePoint } from './resume'

// What the command line asks for, from its words and flags (README, "Command line"; `w3data --help`).
const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
const NFTS = ['evm', 'getWalletNFTs', '--address', WALLET]

type Call = Extract<Command, { kind: 'call' }>

function call(args: readonly string[]): Call {
  const command = parseCommand(args)
  if (command.kind !== 'call') throw new Error(`not a call: ${command.kind}`)
  return command
}

/** The usage error's message for `args`. */
function refusal(args: readonly string[]): string {
  try {
    parseCommand(args)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error(`accepted: ${args.join(' ')}`)
}

describe('the words before the flags', () => {
  it('--help, -h and the word help ask for the help of what they name', () => {
    expect(parseCommand(['--help'])).toEqual({ kind: 'help', path: [] })
    expect(parseCommand(['evm', '-h'])).toEqual({ kind: 'help', path: ['evm'] })
    expect(parseCommand(['help', 'evm', 'getWalletNFTs'])).toEqual({
      kind: 'help',
      path: ['evm', 'getWalletNFTs'],
    })
    expect(parseCommand([...NFTS, '--help'])).toEqual({ kind: 'help', path: ['evm', 'getWalletNFTs'] })
    expect(parseCommand([...NFTS, '-h'])).toEqual({ kind: 'help', path: ['evm', 'getWalletNFTs'] })
  })

  it('no words is the top help; one word is that API’s', () => {
    expect(parseCommand([])).toEqual({ kind: 'help', path: [] })
    expect(parseCommand(['aptos'])).toEqual({ kind: 'help', path: ['aptos'] })
  })

  it('--version, list with its words, describe with its operation', () => {
    expect(parseCommand(['--version'])).toEqual({ kind: 'version' })
    expect(parseCommand(['list', 'wallet', 'nft'])).toEqual({ kind: 'list', words: ['wallet', 'nft'] })
    const described = parseCommand(['describe', 'evm', 'getwalletnfts'])
    expect(described.kind === 'describe' && described.target.operation.id).toBe('getWalletNFTs')
  })

  it('describe without an API and an operation is a usage error', () => {
    const needs = 'describe needs an API and an operation: w3data describe evm getWalletNFTs'
    expect(refusal(['describe'])).toBe(needs)
    expect(refusal(['describe', 'evm'])).toBe(needs)
  })

  it('a call names its target; --resume alone is a call without one', () => {
    expect(call(NFTS).target?.operation.id).toBe('getWalletNFTs')
    const token = encodeResume({
      api: 'evm',
      operation: 'getWalletNFTs',
      params: {},
      position: {},
      skip: 0,
      items: 0,
      pages: 0,
    })
    expect(call(['--resume', token]).target).toBeUndefined()
  })

  it('finds the words after the command line’s own options and after --', () => {
    expect(call(['--mock', '--format', 'csv', ...NFTS]).settings).toMatchObject({ mock: true, format: 'csv' })
    expect(call(['--mock', '--format', 'csv', ...NFTS]).target?.operation.id).toBe('getWalletNFTs')
    expect(parseCommand(['--', 'evm'])).toEqual({ kind: 'help', path: ['evm'] })
  })

  it('refuses a word after the operation', () => {
    expect(refusal([...NFTS, 'more'])).toBe('Unexpected argument: more')
  })
})

describe('the command line’s own options', () => {
  it('default to JSON, one call, four lines in flight', () => {
    expect(call(NFTS).settings).toEqual({
      apiKey: undefined,
      mock: false,
      mockUrl: undefined,
      format: 'json',
      raw: false,
      all: false,
      maxItems: undefined,
      maxPages: undefined,
      resume: undefined,
      input: undefined,
      concurrency: 4,
    })
  })

  it('are read in kebab-case and in camelCase', () => {
    const kebab = call([
      ...NFTS,
      '--api-key',
      'k',
      '--mock',
      '--format',
      'csv',
      '--raw',
      '--all',
      '--max-items',
      '5',
      '--max-pages',
      '2',
    ]).settings
    const camel = call([...NFTS, '--apiKey', 'k', '--mockUrl', 'http://127.0.0.1:1', '--input', 'a.ndjson'])
    expect(kebab).toMatchObject({ apiKey: 'k', mock: true, format: 'csv', raw: true, all: true })
    expect(kebab).toMatchObject({ maxItems: 5, maxPages: 2 })
    expect(camel.settings).toMatchObject({ apiKey: 'k', mockUrl: 'http://127.0.0.1:1', input: 'a.ndjson' })
    expect(call([...NFTS, '--maxItems', '7', '--concurrency', '9']).settings).toMatchObject({
      maxItems: 7,
      concurrency: 9,
    })
  })

  it('--format is json, ndjson, csv or parquet', () => {
    expect(call([...NFTS, '--format', 'ndjson']).settings.format).toBe('ndjson')
    expect(call([...NFTS, '--format', 'parquet']).settings.format).toBe('parquet')
    expect(refusal([...NFTS, '--format', 'xml'])).toBe(
      '--format must be json, ndjson, csv or parquet, not xml',
    )
  })

  it('counts are whole numbers above 0', () => {
    for (const text of ['0', '-1', '1.5', '1e3', 'ten', '9007199254740993'])
      expect(refusal([...NFTS, '--all', '--max-items', text])).toBe(
        `--max-items must be a whole number above 0, not ${text}`,
      )
    expect(refusal([...NFTS, '--all', '--max-pages', '0'])).toBe(
      '--max-pages must be a whole number above 0, not 0',
    )
    expect(call([...NFTS, '--all', '--max-items', '250']).settings.maxItems).toBe(250)
    expect(refusal([...NFTS, '--concurrency', '0'])).toBe(
      '--concurrency must be a whole number above 0, not 0',
    )
    expect(call([...NFTS, '--max-pages', '1']).settings.maxPages).toBe(1)
  })
})

describe('parameter flags', () => {
  it('take the kebab-case, camelCase and wire names', () => {
    const params = (flag: string) => call([...NFTS, flag, 'x']).params
    expect(params('--token-addresses')).toEqual({ address: WALLET, tokenAddresses: ['x'] })
    expect(params('--tokenAddresses')).toEqual({ address: WALLET, tokenAddresses: ['x'] })
    expect(params('--token_addresses')).toEqual({ address: WALLET, tokenAddresses: ['x'] })
  })

  it('booleans: bare, =true, =false and the no- form', () => {
    const spam = (...flags: string[]) => call([...NFTS, ...flags]).params.excludeSpam
    expect(spam('--exclude-spam')).toBe(true)
    expect(spam('--exclude-spam=true')).toBe(true)
    expect(spam('--excludeSpam=false')).toBe(false)
    expect(spam('--exclude_spam=false')).toBe(false)
    expect(spam('--no-exclude-spam')).toBe(false)
    expect(spam()).toBeUndefined()
    // Only the parameters that are booleans: another flag keeps its text, and has no no- form.
    expect(call([...NFTS, '--limit=true']).params.limit).toBe('true')
    expect(refusal([...NFTS, '--exclude-spam=falsey'])).toBe(
      'Flag --exclude-spam takes true or false, or no value (true)',
    )
    expect(refusal([...NFTS, '--excludeSpam=maybe'])).toBe(
      'Flag --excludeSpam takes true or false, or no value (true)',
    )
    expect(call([...NFTS, '--cursor', 'a--exclude-spam=false']).params).toMatchObject({
      cursor: 'a--exclude-spam=false',
    })
    expect(refusal([...NFTS, '--no-limit'])).toMatch(/^Unknown flag --no-limit for evm getWalletNFTs/)
  })

  it('a negative number after a flag is its value', () => {
    expect(call([...NFTS, '--limit', '-5']).params.limit).toBe(-5)
    expect(call([...NFTS, '--limit', '-5', '--chain', 'eth']).params).toMatchObject({
      limit: -5,
      chain: 'eth',
    })
    expect(refusal([...NFTS, '--limit'])).toBe('Flag --limit needs a value')
    // Only right after a flag that takes a value, given without one.
    for (const args of [
      ['--exclude-spam', '-5'],
      ['--limit=3', '-5'],
      ['--cursor', 'a--limit', '-5'],
    ])
      expect(refusal([...NFTS, ...args])).toBe('Unknown flag -5 for evm getWalletNFTs')
    // Anything else keeps Node's own words.
    expect(refusal([...NFTS, '--limit', '-abc'])).toContain("Option '--limit' argument is ambiguous.")
  })

  it('says which flag is unknown, for which operation, and the one meant', () => {
    expect(refusal(['evm', 'getWalletNFTs', '--adress', WALLET])).toBe(
      'Unknown flag --adress for evm getWalletNFTs. Did you mean --address?',
    )
    expect(refusal([...NFTS, '--zzzzzzzz'])).toBe('Unknown flag --zzzzzzzz for evm getWalletNFTs')
    expect(refusal([...NFTS, '--raw=yes'])).toBe('Flag --raw takes no value')
    expect(refusal([...NFTS, '--al'])).toBe('Unknown flag --al for evm getWalletNFTs. Did you mean --all?')
  })

  it('--body gives the body parameters as one object, or the body value of an operation that has one', () => {
    const prices = call(['evm', 'getMultipleTokenPrices', '--body', '{"tokens":[],"chain":"eth"}'])
    expect(prices.params).toEqual({ tokens: [], chain: 'eth' })
    expect(refusal(['evm', 'getMultipleTokenPrices', '--body', '[1]'])).toBe(
      '--body must be a JSON object of the body parameters',
    )
    for (const body of ['null', '"text"', '5'])
      expect(refusal(['evm', 'getMultipleTokenPrices', '--body', body])).toBe(
        '--body must be a JSON object of the body parameters',
      )
    const events = ['evm', 'getContractEvents', '--address', WALLET, '--topic', '0x1']
    expect(call([...events, '--body', '[1]']).params).toEqual({ address: WALLET, topic: '0x1', abi: [1] })
    expect(call(events).params).toStrictEqual({ address: WALLET, topic: '0x1' })
  })
})

describe('--resume', () => {
  const point: ResumePoint = {
    api: 'evm',
    operation: 'getWalletNFTs',
    params: { address: WALLET },
    options: { format: 'csv', raw: true },
    position: { cursor: 'c' },
    skip: 0,
    items: 7,
    pages: 1,
  }
  const resume = (...flags: string[]) => call(['--resume', encodeResume(point), ...flags]).settings

  it('takes the options the token carries, those given beside it first', () => {
    expect(resume()).toMatchObject({ format: 'csv', raw: true, mock: false, mockUrl: undefined })
    expect(resume('--format', 'ndjson')).toMatchObject({ format: 'ndjson', raw: true })
    expect(resume('--maxItems', '3')).toMatchObject({ maxItems: 3, format: 'csv' })
  })

  it('takes the connection from the command line only', () => {
    expect(resume('--mock')).toMatchObject({ mock: true, mockUrl: undefined })
    expect(resume('--mockUrl', 'http://127.0.0.1:8')).toMatchObject({ mockUrl: 'http://127.0.0.1:8' })
    expect(resume('--mock-url', 'http://127.0.0.1:8')).toMatchObject({ mockUrl: 'http://127.0.0.1:8' })
  })

  it('refuses a token that names where requests go, or any option but the output', () => {
    for (const options of [{ 'mock-url': 'http://127.0.0.1:8' }, { mock: true }, { 'api-key': 'k' }]) {
      const forged = encodeResume({ ...point, options: options as never })
      const [name] = Object.keys(options)
      expect(refusal(['--resume', forged])).toBe(
        `Refused --resume token: it names --${name}, and a token carries only --format and --raw; where requests go comes from this command line (--mock, --mock-url) and the key from W3DATA_API_KEY or --api-key`,
      )
    }
  })

  it('ignores a carried option of the wrong kind', () => {
    const odd = encodeResume({ ...point, options: { format: 1, raw: 'yes' } as never })
    expect(call(['--resume', odd]).settings).toMatchObject({ format: 'json', raw: false })
  })

  it('says a flag it does not know without naming an operation', () => {
    expect(refusal(['--resume', encodeResume(point), '--zzzzzzzz'])).toBe('Unknown flag --zzzzzzzz')
  })
})
