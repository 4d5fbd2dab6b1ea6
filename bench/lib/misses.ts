/**
 * Why each missed target is missed, as found by the profiles and bundle analyses of this
 * bench. Kept beside the report so RESULTS.md always carries the causes with the figures.
 */
export const MISSES: readonly (readonly [measure: string, cause: string])[] = [
  [
    'per call × raw fetch',
    'ky, the HTTP client the design prescribes, builds and clones a Request with its own AbortSignal and ' +
      'deep-merges options on every call: about 42 µs of the 55 µs w3data adds to the bare path (see the ' +
      'in-memory table). Parameter checks, the URL, headers and mapping together cost under 5 µs. On the mock, ' +
      'whose answers take longer to make, the Aptos row meets the target (about 1.07×).',
  ],
  [
    'iterate() max RSS',
    'memory is flat, not growing: the live heap stays near 10–13 MB after a forced GC over all million items. ' +
      "The peak is V8's young-generation slack while pages stream: the raw fetch loop peaks at about 120 MB too. " +
      'w3data starts 14 MB higher because it loads every API, and a Page keeps both the wire body and the mapped ' +
      'one (its `raw` and `response`).',
  ],
  [
    'one EVM operation, gzip',
    'from 54.7 KB to about 17.7 KB with createBaseClient and pure-annotated schemas; what remains is ky (about ' +
      '4 KB gzipped), valibot, the keccak-256 of the EIP-55 checksum (@noble/hashes) and the operation\u2019s own ' +
      'mappers and schemas. Meeting 10 KB would take a fetch-only HTTP layer instead of ky.',
  ],
  [
    'cold import',
    'from about +200 ms (viem, now loaded only by w3data/streams) to about +43 ms; ky is loaded on the first ' +
      'request. Most of the rest is the dependencies (valibot, big.js, @noble/hashes) and parsing the ' +
      'generated code of all five APIs, which the `w3data` entry loads for createClient.',
  ],
]
