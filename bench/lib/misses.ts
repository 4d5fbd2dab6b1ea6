/**
 * Why each missed target of issue 11 is missed, as found by the profiles, heap snapshots and
 * bundle analyses of this bench. Kept beside the report so RESULTS.md carries the causes with
 * the figures.
 */
export const MISSES: readonly (readonly [measure: string, cause: string])[] = [
  [
    'small GET × raw fetch, and client CPU per call',
    'the cost is ky’s Requests and their AbortSignals. Per call ky makes an AbortController, a Request that ' +
      'follows its signal, and a clone of that Request for retries (a second follower); fetch then copies the ' +
      'Request it is given into a third. On Node 20 each follower costs an AbortSignal (its `makeTransferable`), ' +
      'a listener, a WeakRef and a FinalizationRegistry entry: the in-memory table shows one such Request ' +
      'alone at about +16 µs over the bare path and ky, used as attempt.ts uses it, at about +52 µs, so ky ' +
      'alone is over the +20 µs target. What w3data adds on top (parameter check, URL, headers, bounded read, ' +
      'mapping; under 2 µs of synchronous work measured alone, the rest its async steps and their garbage) is ' +
      'about 20 µs. Done: one ky instance per client with the static options merged once; a call passes ' +
      'only method, headers, timeout and a body or signal when it has one (no AbortSignal.any without a ' +
      'caller’s signal, no null options to merge); ky’s timeout stays on, as it aborts the AbortController ' +
      'ky makes anyway (a separate AbortSignal.timeout() would add a fourth follower); path templates split ' +
      'once; fewer strings. Going lower needs ky to build fewer signal-following Requests per call.',
  ],
  [
    'iterate() max RSS over the raw-fetch loop',
    'three causes add up, each with a row in the iterate() table. ky: the raw loop through ky, without ' +
      'mapping, peaks above the plain loop; every ky call builds three Requests that follow an AbortSignal, ' +
      'and Node 20’s fetch keeps each followed signal reachable from a FinalizationRegistry until its ' +
      'finalizer runs after a later collection (a heap snapshot diff over 3,000 pages counted about 1,900 such ' +
      'signals still held after a forced GC, with their listeners, WeakRefs and WeakCells). Mapping: w3data ' +
      'makes a camelCase object per item besides the parsed one, twice the garbage per page, which V8 meets ' +
      'with a larger heap. Code: the EVM operations and the runtime, about 3 MB at start. The live heap stays ' +
      'flat (about 8 → 15 MB after a forced GC over a million items). Done: pages made for iteration ' +
      'keep no wire body (a page kept it twice), and createClient loads only the API it calls, so iteration ' +
      'starts about 3 MB above the raw loop instead of 16 MB.',
  ],
  [
    'one EVM operation + createBaseClient, gzip',
    'what is left, in minified bytes of the app bundled from the sources by a splitting bundler (19.0 KB ' +
      'gzipped): ky 11.2 KB (loaded on the first request), getWalletHistory’s mappers 7.4 KB (its nested ' +
      'transaction model), valibot 4.2 KB, and the runtime around them, about 30 KB: HTTP (send, attempt, ' +
      'retry, body reading, URL) 7.8 KB, errors 4.7 KB (the classes, the code tables, redaction), paging ' +
      '3.2 KB (getWalletHistory pages), execute 3 KB, options 2.9 KB (checked when the client is made), ' +
      'logger 1.8 KB, EvmChain 1.5 KB (the chain names), lenient parameter types 1.5 KB. Done: ' +
      'createBaseClient from `w3data/core`, which reaches no lazily loaded API (esbuild --splitting loaded ' +
      'every EVM operation: 48.9 → 22.2 KB); big.js in a chunk of its own in dist/, so an app that makes no ' +
      'BigNumber drops it (2.9 KB); keccak-256 (4.7 KB minified) loaded only when an address needs its ' +
      'checksum, mixed case or sent in a body; options checked by plain code rather than the config ' +
      'registry and the network classes (0.5 KB); EvmAddress marks its objects in its constructor, as the ' +
      'getter with a computed key it had made esbuild keep the class, and keccak-256 with it, in any app of ' +
      'the dist/ chunk holding it (2.4 KB with esbuild --splitting); no table built at load (value types, ' +
      'chain maps, option checks) stays in an app that does not use it (0.6 KB). 12 KB would take about 7 ' +
      'KB more: ky replaced by fetch with retries and timeouts of our own (about 4 KB gzipped; ky stays by ' +
      'choice), mappers as field tables or from typed wire input (being rewritten; an estimated 0.5–1 KB), ' +
      'and paging split by style (cursor, offset, start). Smaller errors and logger give little: the HTTP ' +
      'error subclasses with their table are 0.25 KB gzipped and the log detail formatting 0.2 KB, which ' +
      'loaded lazily would write lines with details asynchronously, after lines written later; neither was ' +
      'changed.',
  ],
]
