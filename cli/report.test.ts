import { describe, expect, it } from 'vitest'
import { ApiErrorCode, CoreErrorCode, W3DataError } from 'w3data'
import { EXIT, UsageError } from './exitCodes'
import { apiKeyArgument, errorOut, reportFailure } from './report'

// How a failure is printed and which exit code it gives (README, "Exit codes"), and the key that
// never shows.
function collected(keys: readonly (string | undefined)[] = []) {
  const lines: string[] = []
  const stream = { write: (text: string) => lines.push(text) } as unknown as NodeJS.WritableStream
  return { out: errorOut(stream, keys), lines }
}

describe('errorOut', () => {
  it('writes a line with every given key masked, wherever it shows', () => {
    const { out, lines } = collected(['k3y', undefined, '', 'other'])
    out('k3y then other then k3y')
    out('nothing to hide')
    expect(lines).toEqual(['*** then *** then ***\n', 'nothing to hide\n'])
  })
})

describe('apiKeyArgument', () => {
  it('finds the key of --api-key and --apiKey, spaced or joined', () => {
    expect(apiKeyArgument(['evm', '--api-key', 'a'])).toBe('a')
    expect(apiKeyArgument(['--apiKey', 'b', '--api-key', 'c'])).toBe('b')
    expect(apiKeyArgument(['--api-key=c=d'])).toBe('c=d')
    expect(apiKeyArgument(['--apiKey=e'])).toBe('e')
    expect(apiKeyArgument(['--api-key'])).toBeUndefined()
    expect(apiKeyArgument(['--api-keys', 'f', 'x--api-key=g', '--api-key-x=h'])).toBeUndefined()
  })
})

describe('reportFailure', () => {
  const report = (error: unknown, sent: boolean, prefix?: string) => {
    const { out, lines } = collected()
    return { code: reportFailure(out, error, sent, prefix), lines }
  }

  it('a usage error: its message after "w3data: ", exit 2', () => {
    expect(report(new UsageError('bad flag'), true, 'line 3: ')).toEqual({
      code: EXIT.usage,
      lines: ['line 3: w3data: bad flag\n'],
    })
  })

  it('a library error: its own message; exit 1 once a request left, else 2', () => {
    const error = new W3DataError({ code: CoreErrorCode.INVALID_ARGUMENT, message: 'Invalid value' })
    expect(report(error, false).code).toBe(EXIT.usage)
    const sent = report(error, true, 'line 1: ')
    expect(sent.code).toBe(EXIT.failed)
    expect(sent.lines).toEqual([`line 1: ${error.message}\n`])
  })

  it('anything else: exit 1, said after "w3data: "', () => {
    expect(report(new Error('socket closed'), false)).toEqual({
      code: EXIT.failed,
      lines: ['w3data: socket closed\n'],
    })
    expect(report('plain text', false).lines).toEqual(['w3data: plain text\n'])
  })

  it('adds where the key comes from only when it is missing', () => {
    const missing = new W3DataError({ code: ApiErrorCode.API_KEY_NOT_SET, message: 'apiKey is not set' })
    expect(report(missing, false).lines).toEqual([
      `${missing.message}\n`,
      'Set the W3DATA_API_KEY environment variable or pass --api-key (or try --mock).\n',
    ])
  })
})
