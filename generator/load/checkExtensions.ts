/** Every `x-w3data-*` key the generator understands; any other is a typo worth failing on. */
const KNOWN = new Set([
  'x-w3data-api',
  'x-w3data-base-url',
  'x-w3data-network',
  'x-w3data-bearer',
  'x-w3data-paging',
  'x-w3data-nullable',
  'x-w3data-raw',
  'x-w3data-network-only',
  'x-w3data-value-type',
  'x-w3data-name',
  'x-w3data-data',
  'x-w3data-match',
  'x-w3data-differs',
])

const VALUE_TYPES = new Set([
  'aptos-address',
  'aptos-network',
  'evm-address',
  'evm-address-lowercase',
  'evm-chain',
  'evm-chain-decimal',
  'stream-selector',
  'sol-address',
  'sol-network',
  'date',
  'big-number',
])

/** Walks the document and rejects unknown `x-w3data-*` keys and unknown value types. */
export function checkExtensions(node: unknown, where: string): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) checkExtensions(item, `${where}[${index}]`)
    return
  }
  if (typeof node !== 'object' || node === null) return
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-w3data-') && !KNOWN.has(key)) throw new Error(`${where}: unknown extension ${key}`)
    if (key === 'x-w3data-value-type' && !VALUE_TYPES.has(String(value))) {
      throw new Error(`${where}: unknown value type ${String(value)}`)
    }
    if (key === 'nullable' && typeof value === 'boolean')
      throw new Error(`${where}: use the OpenAPI 3.1 form type: [T, 'null'] instead of nullable`)
    checkExtensions(value, `${where}.${key}`)
  }
}
