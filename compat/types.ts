// Types only: what each SDK function takes and answers, read from the generated operations and
// from sdk.gen.ts. Nothing here reaches a bundle.
import type { AptosApi } from '../entries/aptos'
import type { AuthApi } from '../entries/auth'
import type { EvmApi } from '../entries/evm'
import type { Page } from '../entries/index'
import type { SolanaApi } from '../entries/solana'
import type { StreamsApi } from '../entries/streams'
import type { SdkAnswers, sdkPlaces } from '../generated/sdk.gen'
import type { PaginatedResponseAdapter, PaginatedResponseV3, ResponseAdapter, SDK_V3_PAGES } from './answers'
import type { ShapedResult } from './shapes/index'
import type { ValueClasses } from './valueTypes'

type Places = typeof sdkPlaces
export type Api = keyof Places

/**
 * Each API's namespace, where its operations are found by id. (The client's namespace types rather
 * than the entries as modules: a module's namespace in a type makes the declaration bundler emit
 * its types as values.)
 */
interface Entries {
  aptos: AptosApi
  auth: AuthApi
  evm: EvmApi
  solana: SolanaApi
  streams: StreamsApi
}

/** Ids of `A`'s operations the SDK offers, and the place of each. */
type Id<A extends Api> = keyof Places[A] & string
type Place<A extends Api, I extends Id<A>> = Places[A][I] extends readonly (infer P)[] ? P : never
type Run<A extends Api, I extends Id<A>> = Entries[A][I & keyof Entries[A]] extends (
  params: infer P,
) => Promise<infer R>
  ? { params: P; answer: R }
  : never

/**
 * `T` with each field the catalogue gives a value type (`Tags`, from sdk.gen.ts) as the SDK's value
 * object: `{ balance: string }` with `{ balance: 'evm-native' }` is `{ balance: EvmNative }`.
 * Lists, optional and null fields keep their shape.
 */
export type WithValueTypes<T, Tags> = T extends null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? WithValueTypes<Item, Tags>[]
    : Tags extends keyof ValueClasses
      ? ValueClasses[Tags]
      : T extends object
        ? { [K in keyof T]: K extends keyof Tags ? WithValueTypes<T[K], Tags[K]> : T[K] }
        : T

/** The SDK's name of parameter `K`, where it names it otherwise (Streams' `chains` for `chainIds`). */
type SdkNameOf<K, Names> = { [S in keyof Names]: Names[S] extends K ? S : never }[keyof Names]
/** The parameters `P` by the SDK's names. */
type Renamed<P, Names> = {
  [K in keyof P as [SdkNameOf<K, Names>] extends [never] ? K : SdkNameOf<K, Names>]: P[K]
}

/**
 * The request of one operation at one place: its parameters by the SDK's names and, where a
 * `networkType` routes the call, that value (which evm, the default, may leave unsaid, or give as
 * the SDK's deprecated `network`).
 */
type RequestOf<A extends Api, I extends Id<A>, P> = Renamed<
  Run<A, I>['params'],
  P extends { params: infer Names } ? Names : unknown
> &
  (P extends { networkType: infer T }
    ? T extends 'evm'
      ? { networkType?: T; network?: T }
      : { networkType: T }
    : unknown)

type Answers<A extends Api, I extends Id<A>> = I extends keyof SdkAnswers[A] ? SdkAnswers[A][I] : never
/** Leaves out of value-type tags `V` each field `Drop` marks `true`, walking its nested objects. */
type Without<V, Drop> = {
  [K in keyof V as K extends keyof Drop ? (Drop[K] extends true ? never : K) : K]: K extends keyof Drop
    ? Without<V[K], Drop[K]>
    : V[K]
}
type AptosTransfers = { result: { eventAccountAddress: true } }
/** The fields the SDK's classes left as text (valueTypes.ts' SDK_TEXT), by operation: text in `result`. */
interface SdkText {
  aptos: {
    getCoinTransfersByBlockHeights: AptosTransfers
    getCoinTransfersByCoinType: AptosTransfers
    getCoinTransfersByOwnerAddresses: AptosTransfers
    getCoinTransfersByWalletAddresses: AptosTransfers
    getNFTTransfersByCollection: AptosTransfers
    getNFTTransfersByCreators: AptosTransfers
    getNFTTransfersByIds: AptosTransfers
    getNFTTransfersByWallets: AptosTransfers
    getWalletsNFTTransfers: AptosTransfers
  }
  evm: { getTokenOwners: { result: { ownerAddress: true } } }
  solana: { getTokenMetadata: { mint: true }; getTokenPrice: { nativePrice: { value: true } } }
  streams: { updateStreamStatus: { chainIds: true } }
}
type TextOf<A extends Api, I> = A extends keyof SdkText
  ? I extends keyof SdkText[A]
    ? SdkText[A][I]
    : unknown
  : unknown
type ValuesOf<A extends Api, I extends Id<A>> =
  Answers<A, I> extends { values: infer V } ? Without<V, TextOf<A, I>> : unknown
type RawOf<A extends Api, I extends Id<A>> = Answers<A, I> extends { raw: infer R } ? R : unknown
type Typed<A extends Api, I extends Id<A>, T> = WithValueTypes<T, ValuesOf<A, I>>
type Field<T, K> = K extends keyof T ? T[K] : unknown
/** The Aptos module's answer: the result itself, whose `toJSON()` gives the body as sent. */
type Plain<A extends Api, I extends Id<A>, T> = Typed<A, I, T> & { toJSON(): RawOf<A, I> }
/** `result`: the SDK's own shape where it rebuilt the answer (`EvmNft[]`, …), else `Otherwise`. */
type SdkResult<A extends Api, I extends Id<A>, Otherwise> = [ShapedResult<A, I>] extends [never]
  ? Otherwise
  : ShapedResult<A, I>

/** A page adapter, or for the SDK's newer pages (`SDK_V3_PAGES`) one whose `raw()` is a method. */
type PageOf<I, T extends PaginatedResponseAdapter> = I extends (typeof SDK_V3_PAGES)[number]
  ? PaginatedResponseV3<T>
  : T

/**
 * What a call answers, as the SDK did: the Aptos module the result itself (a page's whole body),
 * the others a ResponseAdapter, a PaginatedResponseAdapter over a paged list, or null where the
 * operation may answer none.
 */
type AnswerOf<A extends Api, I extends Id<A>, R = Run<A, I>['answer']> =
  R extends Page<infer Item, infer Body>
    ? A extends 'aptos'
      ? Plain<A, I, Body>
      : PageOf<
          I,
          PaginatedResponseAdapter<
            SdkResult<
              A,
              I,
              Answers<A, I> extends { items: infer Key extends keyof Body }
                ? WithValueTypes<Body[Key], Field<ValuesOf<A, I>, Key>>
                : WithValueTypes<Item[], ValuesOf<A, I>>
            >,
            RawOf<A, I>
          >
        >
    : R extends null
      ? null
      : A extends 'aptos'
        ? Plain<A, I, R>
        : ResponseAdapter<SdkResult<A, I, Typed<A, I, R>>, RawOf<A, I>>

/** One operation's call: `(request)`, or `(request, body)` where the SDK took the body apart. */
export interface CallOf<A extends Api, I extends Id<A>, P> {
  (
    ...request: Partial<RequestOf<A, I, P>> extends RequestOf<A, I, P>
      ? [request?: RequestOf<A, I, P>]
      : [request: RequestOf<A, I, P>]
  ): Promise<AnswerOf<A, I>>
  (request: Partial<RequestOf<A, I, P>>, body: unknown): Promise<AnswerOf<A, I>>
}

/** The place `P` when it is `Moralis.<Module>.<G>.<N>` (no group: on the module itself). */
type At<P, G, N> = P extends { name: N }
  ? [G] extends [never]
    ? P extends { group: string }
      ? never
      : P
    : P extends { group: G }
      ? P
      : never
  : never

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void
  ? I
  : never

/**
 * The SDK function at `Moralis.<Module>.<G>.<N>`: one call per operation it stands for, so a call
 * whose `networkType` names a network takes and answers that network's operation.
 */
export type SdkCall<A extends Api, G, N> = Intersection<
  {
    [I in Id<A>]: [At<Place<A, I>, G, N>] extends [never] ? never : CallOf<A, I, At<Place<A, I>, G, N>>
  }[Id<A>]
>

type NameOf<P> = P extends { name: infer N extends string } ? N : never
type GroupOf<P> = P extends { group: infer G extends string } ? G : never
type Grouped<A extends Api> = Extract<Place<A, Id<A>>, { group: string }>
type Ungrouped<A extends Api> = Exclude<Place<A, Id<A>>, { group: string }>

/** `Moralis.<Module>` of one API, typed from the catalogue: groups of functions, and functions on the module. */
export type SdkModule<A extends Api> = {
  [G in GroupOf<Grouped<A>>]: { [N in NameOf<Extract<Grouped<A>, { group: G }>>]: SdkCall<A, G, N> }
} & { [N in NameOf<Ungrouped<A>>]: SdkCall<A, never, N> }
