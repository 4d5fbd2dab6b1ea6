// keccak-256 for EvmAddress, which computes checksums at once. A module of its own, which dist/
// holds as a chunk of its own (see tsup.config.ts): the parameter checks load the same hash lazily,
// and a bundler that splits by file loads a file with the first chunk that reaches it statically.
// A function, not a re-export, so that a bundler can see this chunk unused and not follow it, and
// so that Node can load the chunk on first call instead (runtime/values/nodeLibraries.ts).
// It imports nothing of the runtime: a module every entry reaches would pull this one's chunk, and
// keccak-256 with it, into theirs.
import { keccak_256 } from '@noble/hashes/sha3.js'

/** keccak-256 of text's UTF-8 bytes (`@noble/hashes` 2 hashes bytes only). */
export const keccak256 = (text: string): Uint8Array => keccak_256(new TextEncoder().encode(text))
