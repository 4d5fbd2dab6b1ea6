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
      'a listener, a WeakRef and a FinalizationRegistry entry: the in-memory table shows what one such Request ' +
      'alone and ky used as attempt.ts uses it add over the bare path, and ky alone is over the +20 µs target. ' +
      'An attempt’s time limit is a point in time, not a signal of its own: ky’s timeout, given the time left, ' +
      'ends the wait for headers and a timer races the body read, so a call with no signal of the caller’s ' +
      'makes ky’s three followers and nothing more (runtime/http/costPerCall.test.ts counts them; the round ' +
      'before, a controller of the attempt’s own joined to ky’s with AbortSignal.any made w3data’s cost over ky ' +
      '+57 µs). What w3data adds on top of ky (parameter check, URL, headers, bounded read, exact-integer ' +
      'check, mapping) is mostly its async steps and their garbage. Done: one ky instance per client with the ' +
      'static options merged once; a call passes only method, headers, the time left, and a body or the ' +
      'caller’s signal when it has one; ky is awaited only until it has loaded; path templates split once. ' +
      'The in-memory table’s ky and Request rows sent the API key alone, while w3data sends it with the four ' +
      'platform headers the provider’s SDK sends; ky copies every header in each options merge (two per call), ' +
      'into its Request and the clone, so those four cost about 14 µs per call inside ky (ky with one header ' +
      'against ky with five, paired batches in one process), which the “over ky” column counted as w3data’s: ' +
      'the rows now send the headers w3data sends, read off its first request. Done in this round: the body ' +
      'read in one async step, an operation’s call without an async wrapper of its own (send makes 48 ' +
      'promises per call, an operation’s call 51, 50 and 54 before: runtime/http/costPerCall.test.ts and ' +
      'test/client/costPerCall.test.ts count them), the exact-integer check with no closure or stack array for ' +
      'a flat body (about 0.6 µs), no closure per attempt; about 2.5 µs per call less than the build before, ' +
      'paired in one process. What w3data adds over ky with the same headers: valibot’s parameter check (about ' +
      '1 µs), the URL, the reader and timer of the bounded read, the mapping, and its async steps. ' +
      'Going lower needs ky to build fewer signal-following Requests per call.',
  ],
  [
    'iterate() max RSS over the raw-fetch loop',
    'three causes add up, each with a row in the iterate() table. ky: the raw loop through ky, without ' +
      'mapping, peaks above the plain loop; every ky call builds three Requests that follow an AbortSignal, ' +
      'and Node 20’s fetch keeps each followed signal reachable from a FinalizationRegistry until its ' +
      'finalizer runs after a later collection (a heap snapshot diff over 3,000 pages counted about 1,900 such ' +
      'signals still held after a forced GC, with their listeners, WeakRefs and WeakCells). Code: what w3data ' +
      'loads stays live, about 3 MB over the ky row at the first item (the runtime with @noble/hashes, ' +
      "@scure/base and big.js, which `import('w3data')` loads, about 1 MB; valibot 0.6 MB, its 206 KB source " +
      'held in two bytes a character; the EVM API 1.6 MB, the parameter schemas, specs and field tables of ' +
      'its 137 operations built when it loads; the call path’s compiled code and a page 0.5 MB), and V8 sizes ' +
      'its old space from the live heap: 3.85 MB of live objects added to the ky loop raised its peak by ' +
      '15.5 MB (median of three runs over 300,000 items). Mapping: a camelCase object per item (25 fields, ' +
      'getWalletNFTs sends 17), about 24 KB of the 356 KB allocated per 100-item page (ky’s loop: 340 KB). ' +
      'The live heap after the one forced GC at the end still holds the signals whose finalizers have not ' +
      'run yet; forcing a GC every 2,500 pages, it stays at about 20 MB over a million items, so nothing ' +
      'accumulates. Done: pages made for iteration keep no wire body (a page kept it twice), and createClient ' +
      'loads only the API it calls (iteration started 16 MB above the raw loop before; the RSS-at-start ' +
      'column shows where it starts now); no signal of the attempt’s own, which a Request followed, per page ' +
      '(+131.8 MB over the raw loop before, with ky alone then +18.5 MB); iterate() through createClient is ' +
      'one async generator, not a second wrapped around the operation’s own (two promises and an iterator ' +
      'result more per item; test/client/iterateCost.test.ts counts the promises); one page held at a time (the generator’s frame, whose registers V8 keeps across an await, ' +
      'and an async fetchPage’s `this` held the page walked until the next one was in); the runtime chunk’s ' +
      'source in one byte a character (a ×, a − and a … in comments kept by esbuild made V8 hold all 115 KB ' +
      'of it in two); together 387 → 356 KB allocated per page. Going lower needs the operations’ schemas ' +
      'built on their first use, not when the API loads.',
  ],
  [
    'cold import of `w3data`',
    'what remains is Node’s ES module loader (about 4 ms of CPU) and the package’s own code (97 KB; ' +
      'compiling the modules’ text is the largest part of an import). Done in this round: Node loads neither ' +
      '@noble/hashes 2 (keccak-256 for EvmAddress, about 8 ms of CPU), @scure/base (base58 for SolAddress, ' +
      'about 5 ms) nor big.js (1 ms) at import. The chunks import them as `#internal/NAME`, which package.json’s ' +
      '"imports" resolve in Node to runtime/values/nodeLibraries.ts, which require()s each library’s chunk on its ' +
      'first call (EvmAddress, SolAddress and BigNumber are synchronous, and so is require() of an ES module in ' +
      'every Node the package supports), and for bundlers ("module") and browsers to the chunks themselves, so ' +
      'bundles are as before. `bench/run.ts --only cold-import` at 06ccb99, 20 interleaved spawns each on a ' +
      'loaded machine (load 4.4 → 3.9): +13.2 ms now, +18.3 ms for the same build as bundlers take it ' +
      '(`node -C module`: the libraries at import, as Node took them before), the three libraries alone ' +
      "+13.6 ms. `make package-check` counts what import('w3data') and require('w3data') load in Node (files " +
      'and bytes of w3data, and no other package, from V8’s list of compiled scripts) and that EvmAddress, ' +
      'SolAddress and BigNumber then load their libraries and work. Done before: @noble/hashes 2, which loads ' +
      'without Node’s crypto module (about 8 ms of CPU less); nothing of the operation layer or valibot at ' +
      'import; the catalogue toolkit (JSON Schemas, search, examples), which sat in the chunk every entry loads ' +
      'because the runtime’s public index re-exported it, is in the internal index (115 → 99 KB of own code; ' +
      '40 interleaved spawns each on a loaded machine: +50.0 ms before, +43.1 without it). Measured and not ' +
      'taken: a base58 decoder of our own for SolAddress (about 5 ms: @scure/base builds every codec it has ' +
      'when loaded), as base58 is a well-kept library’s job, not ours.',
  ],
  [
    'full regeneration',
    'where the time goes (profiles of `tsx generator/cli.ts`, issue 39): a warm run is Node and tsx (about 0.4 s ' +
      'before the first line of the generator: tsx starts a second Node process with its loader), loading the ' +
      "generator's modules through tsx's loader thread (about 0.2 s), reading the kept spec files and building the " +
      'model (about 0.3 s), loading ts-morph, whose writer prints the emitted statements, with its TypeScript ' +
      '(about 0.2 s: its three files, 13 MB, compiled from V8 code caches in node_modules/.cache/w3data-code; ' +
      "0.45 s before, when tsx's loader also scanned them) and emitting (about 0.25 s); the wire types, the parsed spec files and the formatted " +
      'texts are read from node_modules/.cache (w3data-wire, w3data-yaml, w3data-format), each named by a hash of ' +
      'everything it depends on (the document or text, and package-lock.json), so a hit is what the work gives and ' +
      '`make check-generated` stays truthful. A cold run also parses every spec file with js-yaml (about 0.3 s, ' +
      "on the wire types' thread before openapi-typescript loads there, while the main thread loads the " +
      "generator's modules), " +
      'formats with Biome in its own process (about 0.2 s, under load up to 1.5 s) and renders the wire types on a ' +
      'second thread: openapi-typescript loads there in about 0.15 s (TypeScript compiled from a V8 code cache in ' +
      'node_modules/.cache/w3data-code; 0.35 s without) and renders the five documents in about 0.5 s. Done: ' +
      "openapi-typescript's transform called without its Redocly pass (loading Redocly, linting and bundling a " +
      'document the loader has checked: half of each render, 0.4 s of its load), no worker at all when the run before over the same spec files found every wire text ' +
      'kept, Biome run only for texts not formatted before, `make generate` runs tsx without npx (half a ' +
      'second), and (issue 39, item 5) ts-morph compiled from code caches and the spec files parsed on the ' +
      "second thread: the main thread's CPU in a cold run 1.53 → 0.94 s (medians of 7 interleaved cold " +
      'spawns, load about 10). Measured and not taken: loading the emitters while the thread parses (0.4 s ' +
      'slower in 3 interleaved pairs of cold runs), ' +
      "printing without ts-morph (about 0.3 s; the generator is ts-morph's by " +
      'choice), sending each document to the thread as soon as its API is modelled (no ' +
      'faster: the thread is then still loading or the main thread holds the other core). ' +
      '`make dev` keeps the generator loaded and regenerates only the API whose files changed.',
  ],
  [
    'Measured on the packed package (issue 21)',
    '`make size` installs the `npm pack` tarball into a scratch project and bundles each app with Vite and ' +
      'esbuild; the figures are the gzipped files the app loads (ky, imported on the first request, counted). ' +
      "Since `dist/` is no longer minified it keeps the generated code's `@__PURE__` annotations, so a bundler " +
      'drops the operations an app does not import. One EVM operation with createBaseClient from `w3data/core` ' +
      'is 18.8 KB with Vite, 20.4 KB with esbuild and 18.6 KB with esbuild `--splitting` (19.2, 20.8 and 19.0 KB ' +
      'before the mappers became field tables; 19.7, 22.2 and 22.5 KB before a second pass, described at the end ' +
      'of this item; 24.2, 24.6 and 48.9 KB before w3data/core); createClient with one call loads 37.4 KB with ' +
      'Vite and 37.0 KB with esbuild `--splitting` (42.7 and 42.3 KB before the field tables, 48.4 and 46.8 KB ' +
      'before a third pass, 48.7 and 50.0 KB before the second). The third pass kept big.js and base58 ' +
      "(@scure/base) out of an EVM call: with createClient, every API's operations are in the app, loaded or " +
      'not, and a bundler loads at start any module the `w3data` entry re-exports that a lazily loaded API uses, ' +
      'so the Aptos amount parameter (AptosNative, whose `value` makes a BigNumber) and the Solana address ' +
      'parameter (SolAddress) brought both to every app. The Aptos amount is now read by a function that knows ' +
      'AptosNative and BigNumber objects by marks they set, the Solana address checks load base58 on first need ' +
      "as the EVM ones load keccak-256, and SolAddress's static base58 sits in a chunk of its own in `dist/`; " +
      '`make size` fails when an EVM app loads either library again. `--splitting` loaded the whole EVM ' +
      "operations file: createClient's `import()` of each API is seen at scan time even when createClient is " +
      'unused, and esbuild splits by file; `w3data/core` holds everything of `w3data` but createClient and the ' +
      'start-once default, so nothing reaches those imports. big.js runs code when loaded and declares no ' +
      '`sideEffects`, so a bundler kept it whenever a chunk of `dist/` it loads imported it; it now sits in a ' +
      "chunk of its own, left out by apps that make no BigNumber. `dist/` merges the runtime's files into a few " +
      'chunks, in which a bundler drops unused code statement by statement, not file by file: a class with a ' +
      "computed key (EvmAddress's mark was a getter keyed by a symbol) or a table built by a call at load (the " +
      'value-type table, whose Aptos example was computed; the EVM chain maps; the option checks) stayed in ' +
      'every app whose chunk held it, and EvmAddress kept keccak-256 with it. The table under *Bundle size* ' +
      'that follows the packed figures, from the `.ts` sources, shows which modules fill each bundle.',
  ],
  [
    'one EVM operation + createBaseClient, gzip',
    'what is left, in minified bytes of the app bundled from the sources by a splitting bundler (18.6 KB ' +
      'gzipped): ky 11.2 KB (loaded on the first request), valibot 4.2 KB, getWalletHistory’s mappers 3.3 KB ' +
      '(the field tables of its nested transaction model) and the runtime around them, about 33 KB: the ' +
      'operation layer 8.8 KB (execute 3 KB, lenient parameter types 1.5 KB, parameter checks, the table ' +
      'reader mapFields 0.8 KB), HTTP (send, attempt, retry, body reading, URL) 7.8 KB, the client 5.7 KB ' +
      '(options checked when it is made 2.9 KB, logger 1.8 KB), errors 3.8 KB (the classes, the code tables, ' +
      'redaction), paging 3.2 KB (getWalletHistory pages), EvmChain 1.5 KB (the chain names). Done: ' +
      'createBaseClient from `w3data/core`, which reaches no lazily loaded API (esbuild --splitting loaded ' +
      'every EVM operation: 48.9 → 22.2 KB); big.js in a chunk of its own in dist/, so an app that makes no ' +
      'BigNumber drops it (2.9 KB); keccak-256 (4.7 KB minified) loaded only when an address needs its ' +
      'checksum, mixed case or sent in a body; options checked by plain code rather than the config ' +
      'registry and the network classes (0.5 KB); EvmAddress marks its objects in its constructor, as the ' +
      'getter with a computed key it had made esbuild keep the class, and keccak-256 with it, in any app of ' +
      'the dist/ chunk holding it (2.4 KB with esbuild --splitting); no table built at load (value types, ' +
      'chain maps, option checks) stays in an app that does not use it (0.6 KB); mappers as field tables: ' +
      'each object model names its wire keys once, with only its nested mappers, the SDK names the camelCase ' +
      'rule does not give and its defaults, read by one runtime function (7.4 → 3.3 KB minified, 0.4 KB ' +
      'gzipped here; createClient with one call, which loads every EVM mapper, 5.4 KB gzipped), as fast as the ' +
      'written-out mappers. 12 KB would take about 6.5 KB more: ky replaced by fetch with retries and ' +
      'timeouts of our own (about 4 KB gzipped; ky stays by choice), valibot replaced by plain checks, and the ' +
      'runtime cut by feature. Measured and not taken, as each gives about 0.1–0.2 KB gzipped for a new seam ' +
      'in the operation layer: paging split by style (a cursor-only page: 0.2 KB), request bodies built only ' +
      'by operations that send one (0.1 KB). Smaller errors and logger give little: the HTTP error subclasses ' +
      'with their table are 0.25 KB gzipped and the log detail formatting 0.2 KB, which loaded lazily would ' +
      'write lines with details asynchronously, after lines written later; neither was changed.',
  ],
]
