import { isValueType, VALUE_TYPE_NAMES } from '../../runtime/contract/valueTypes'
import { didYouMean } from './diagnostics'
import type { Report } from './specDocument'
import { eachEntry } from './walk'

/**
 * Every `x-w3data-*` key the loader accepts; any other is a typo worth failing on. spec/README.md
 * explains each (test/generator/specReadme.test.ts holds its tables to this list).
 */
export const EXTENSION_KEYS = [
  'x-w3data-api',
  'x-w3data-base-url',
  'x-w3data-network',
  'x-w3data-dispatch',
  'x-w3data-bearer',
  'x-w3data-paging',
  'x-w3data-plot',
  'x-w3data-nullable',
  'x-w3data-raw',
  'x-w3data-effect',
  'x-w3data-network-only',
  'x-w3data-sdk',
  'x-w3data-value-type',
  'x-w3data-keep-single',
  'x-w3data-name',
  'x-w3data-data',
  'x-w3data-match',
  'x-w3data-differs',
  'x-w3data-cost',
] as const

const KNOWN: ReadonlySet<string> = new Set(EXTENSION_KEYS)

/** Reports unknown `x-w3data-*` keys, unknown value types and the OpenAPI 3.0 `nullable` flag. */
export function checkExtensions(document: unknown, report: Report): void {
  eachEntry(document, (key, value, path) => {
    if (key.startsWith('x-w3data-') && !KNOWN.has(key)) {
      report(path, `unknown extension ${key}`, didYouMean(key, KNOWN).hint)
    } else if (key === 'x-w3data-value-type' && !isValueType(value)) {
      report(path, `unknown value type ${String(value)}`, didYouMean(String(value), VALUE_TYPE_NAMES).hint)
    } else if (key === 'nullable' && typeof value === 'boolean') {
      report(
        path,
        'nullable is OpenAPI 3.0',
        "use the OpenAPI 3.1 form type: [T, 'null'] instead of nullable",
      )
    }
    return true
  })
}
