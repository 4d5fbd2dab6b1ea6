// keccak-256, base58 and big.js as Node gets them: each with its library on first use, not when the
// package is imported (they were two thirds of import('w3data')'s time). Node takes this module for
// the package's `#internal/*` imports (package.json "imports", condition "node"); bundlers and
// browsers take the modules themselves, loaded with the chunk that imports them, as before. A
// synchronous load, since EvmAddress, SolAddress and BigNumber are synchronous: require() of an ES
// module, which every Node the package supports does (README, "Install").
//
// Built into dist/internal/ beside those modules' own chunks (see tsup.config.ts), which it
// requires by their built names: it runs from dist/ only.
import { createRequire } from 'node:module'
import type * as Keccak from './evm/keccak'
import type * as ExactBig from './exactBig'
import type * as Base58 from './solana/base58'

const require = createRequire(import.meta.url)

/** `load()`'s function, called through; `load` runs on the first call only. */
function onFirstCall<A extends unknown[], R>(load: () => (...args: A) => R): (...args: A) => R {
  let loaded: ((...args: A) => R) | undefined
  return (...args) => {
    loaded ??= load()
    return loaded(...args)
  }
}

export const keccak256 = onFirstCall(() => (require('./keccak.js') as typeof Keccak).keccak256)
export const decodeBase58 = onFirstCall(() => (require('./base58.js') as typeof Base58).decodeBase58)
export const exactBig = onFirstCall(() => (require('./exactBig.js') as typeof ExactBig).exactBig)
