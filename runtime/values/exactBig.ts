import Big from 'big.js'

/**
 * big.js with a constructor of its own, so the application's global Big config is never touched.
 * Rounding down makes the 20-place division an exact prefix of the true quotient, so truncating it
 * again to an integer gives the true truncated quotient.
 *
 * In a module of its own, which dist/ holds as a chunk of its own (see tsup.config.ts): big.js runs
 * code when loaded and does not declare itself free of side effects, so a bundler keeps it whenever
 * a chunk it loads imports it. Alone in a chunk of this package (`sideEffects: false`), it leaves
 * with that chunk every app that never makes a BigNumber. A function, not the constructor, so that
 * Node can load the chunk on the first number made (runtime/values/nodeLibraries.ts).
 */
const ExactBig = Big()
ExactBig.RM = Big.roundDown

/** An exact big.js number of `value`. @throws on text big.js does not read. */
export const exactBig = (value: string): Big => new ExactBig(value)
