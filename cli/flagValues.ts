import { readFileSync } from 'node:fs'
import type { SchemaObject } from 'w3data/catalogue'
import { UsageError } from './exitCodes'
import type { ParamFlag } from './paramFlags'
import { schemaType } from './paramFlags'

/**
 * Turns a flag's text into the value the library takes; the library then checks it with the same
 * schemas and value types as any call (so a bad address fails with the library's own code and
 * message). Only the syntax is checked here: JSON that does not parse is a usage error.
 *
 * - numbers: a plain decimal becomes a number when it is exact as one; anything else stays text
 *   for the library to accept (a big integer) or refuse (`abc`);
 * - lists: repeat the flag or separate with commas (`--chains eth,polygon`), or give JSON (`[…]`);
 * - objects: JSON, inline or `@file.json`.
 */
export function flagValue(flag: ParamFlag, given: readonly string[] | string | boolean): unknown {
  if (typeof given === 'boolean') return given
  const texts = typeof given === 'string' ? [given] : given
  const shown = `--${flag.names[0]}`
  if (!flag.list) return scalar(flag.schema, texts[texts.length - 1] ?? '', shown)
  if (texts.length === 1 && texts[0]?.trim().startsWith('[')) return parseJson(texts[0], shown)
  const { items } = flag
  return texts
    .flatMap((text) => (isObjectSchema(items) ? [text] : text.split(',')))
    .map((text) => scalar(items, text.trim(), shown))
}

function scalar(schema: SchemaObject, text: string, shown: string): unknown {
  const type = schemaType(schema)
  if (type === 'integer' || type === 'number') return exactNumber(text) ?? text
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text
  if (type === 'object' || type === 'array') return parseJson(text, shown)
  return text
}

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/

/** `50` → 50, `0.5` → 0.5; `18446744073709551616` and `1e3` stay text (no float rounding here). */
function exactNumber(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined
  const number = Number(text)
  return Number.isSafeInteger(number) || (!Number.isInteger(number) && String(number) === text)
    ? number
    : undefined
}

const isObjectSchema = (schema: SchemaObject) => schemaType(schema) === 'object'

/** JSON from the flag's text, or from the file named after an `@`. */
export function parseJson(text: string, shown: string): unknown {
  const source = text.startsWith('@') ? readJsonFile(text.slice(1), shown) : text
  try {
    return JSON.parse(source)
  } catch (error) {
    throw new UsageError(`Invalid JSON for ${shown}: ${(error as Error).message}`)
  }
}

function readJsonFile(path: string, shown: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new UsageError(
      `Cannot read ${path} for ${shown}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    )
  }
}
