// base58 decoding for SolAddress, which checks addresses at once. A module of its own, which dist/
// holds as a chunk of its own (see tsup.config.ts): the parameter checks load the same decoder
// lazily, and a bundler that splits by file loads a file with the first chunk that reaches it
// statically. A function, not a re-export, so that a bundler can see this chunk unused and not
// follow it, and so that Node can load the chunk on first call instead (runtime/values/nodeLibraries.ts).
import { base58 } from '@scure/base'

/** Bytes of base58 (Bitcoin alphabet) text. @throws on text that is not base58. */
export const decodeBase58 = (text: string): Uint8Array => base58.decode(text)
