import type { EvmChain } from '../../entries/index'

/**
 * What a call tells its answer's shape: the EVM chain it asked (the default chain when it named
 * none), and a page's total where the answer is a page.
 */
export interface ShapeContext {
  chain(): EvmChain
  total?: number | undefined
}

/** A maker of one operation's `result` in the SDK's shape, from the core's answer (a paged one's items). */
export type Reshape = (answer: never, context: ShapeContext) => unknown

/** Each API's makers, by operation id. */
export type Shapes = Readonly<Record<string, Reshape>>

type Make<T, R> = (item: T, chain: EvmChain) => R

/** One answer made into the shape. */
export const one =
  <T, R>(make: Make<T, R>) =>
  (answer: T, context: ShapeContext): R =>
    make(answer, context.chain())

/** Each item of a list made into the shape. */
export const each =
  <T, R>(make: Make<T, R>) =>
  (items: readonly T[], context: ShapeContext): R[] =>
    items.map((item) => make(item, context.chain()))

/** The same, where the provider answers null for an item it has not found. */
export const eachFound = <T, R>(make: Make<T, R>) =>
  each<T | null, R | null>((item, chain) => (item === null ? null : make(item, chain)))
