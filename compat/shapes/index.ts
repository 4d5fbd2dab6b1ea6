// Types only: the SDK's `result` of each operation it rebuilt. The makers load with their API
// (load.ts), so `Moralis.start()` carries none of them.
import type { AUTH_SHAPES } from './auth/index'
import type { EVM_SHAPES } from './evm/index'
import type { ShapeContext } from './shape'
import type { SOLANA_SHAPES } from './solana/index'
import type { STREAMS_SHAPES } from './streams/index'

interface ShapesByApi {
  auth: typeof AUTH_SHAPES
  evm: typeof EVM_SHAPES
  solana: typeof SOLANA_SHAPES
  streams: typeof STREAMS_SHAPES
}

/** The SDK's `result` of operation `I` of `A` where the SDK rebuilt it (never where it did not). */
export type ShapedResult<A, I> = A extends keyof ShapesByApi
  ? I extends keyof ShapesByApi[A]
    ? ShapesByApi[A][I] extends (answer: never, context: ShapeContext) => infer R
      ? R
      : never
    : never
  : never
