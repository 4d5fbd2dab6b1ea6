import { ApiErrorCode, isW3DataError } from 'w3data'
import { EXIT, type ExitCode, UsageError } from './exitCodes'

/** Writes a line to stderr with any API key that slipped into it masked. */
export type ErrorOut = (text: string) => void

export function errorOut(stderr: NodeJS.WritableStream, keys: readonly (string | undefined)[]): ErrorOut {
  const secrets = keys.filter((key): key is string => typeof key === 'string' && key !== '')
  return (text) => {
    stderr.write(`${secrets.reduce((masked, key) => masked.split(key).join('***'), text)}\n`)
  }
}

/** The key given with `--api-key` (or `--apiKey`), found before the arguments are parsed. */
export function apiKeyArgument(args: readonly string[]): string | undefined {
  for (const [index, arg] of args.entries()) {
    const inline = /^--api-?[kK]ey=(.*)$/.exec(arg)
    if (inline) return inline[1]
    if (arg === '--api-key' || arg === '--apiKey') return args[index + 1]
  }
  return undefined
}

/**
 * Prints a failure and says how the command ends. A W3DataError is printed as its message
 * (`[CODE] text`, the library's own words); it is the command's fault (exit 2) when no request
 * had left yet (the library checks parameters before sending: C0005 and the value types' codes,
 * a missing key), else the provider's or the network's (exit 1).
 */
export function reportFailure(out: ErrorOut, error: unknown, sent: boolean, prefix = ''): ExitCode {
  if (error instanceof UsageError) {
    out(`${prefix}w3data: ${error.message}`)
    return EXIT.usage
  }
  if (isW3DataError(error)) {
    out(prefix + error.message)
    if (error.code === ApiErrorCode.API_KEY_NOT_SET)
      out('Set the W3DATA_API_KEY environment variable or pass --api-key (or try --mock).')
    // An unknown parameter's nearest known name (the library's message lists them all).
    if (typeof error.details?.nearest === 'string') out(`${prefix}Did you mean ${error.details.nearest}?`)
    return sent ? EXIT.failed : EXIT.usage
  }
  out(`${prefix}w3data: ${error instanceof Error ? error.message : String(error)}`)
  return EXIT.failed
}
