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
    'ky (11.4 KB minified, about 4.3 KB gzipped), valibot (about 4.2 KB minified), the operation’s mappers ' +
      '(getWalletHistory’s nested transaction model: 7.4 KB minified) and the runtime around them (HTTP, ' +
      'options, errors, paging, logger: about 25 KB minified), and @noble/hashes’ keccak-256 (4.6 KB minified) for ' +
      'the EIP-55 check every address parameter gets (a mixed-case address is refused before sending when its ' +
      'checksum is wrong). A keccak of our own would save about 3 KB minified; the project takes hashing from a ' +
      'well-kept library, not from code of its own. The lazy API import costs about 0.7 KB here (and ' +
      '5 KB on the whole client entry): createClient imports each API with import(), and esbuild without ' +
      'code splitting, as this check runs it, wraps every module such an import reaches in a lazy ' +
      'initialiser; bundlers that split (esbuild --splitting, Rollup/Vite, webpack) load each API as a chunk ' +
      'on its first call instead. Not done: mappers as field tables (an estimated 0.5–1 KB gzipped).',
  ],
]
