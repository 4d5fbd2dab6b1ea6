import { expectTypeOf, test } from 'vitest'
import Moralis, { type SdkFunction } from 'w3data/compat'

// The modules' types follow the catalogue's SDK places: a function exists where the SDK had it.
test('the SDK functions are typed where the SDK had them, and nowhere else', () => {
  expectTypeOf(Moralis.EvmApi.nft.getWalletNFTs).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.EvmApi.wallets.getWalletHistory).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.AptosApi.transactions.submitTransaction).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.SolApi.account.getBalance).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.Streams.add).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.Auth.requestMessage).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.Auth.solana.requestChallengeSol).toEqualTypeOf<SdkFunction>()
  expectTypeOf(Moralis.Streams.verifySignature).returns.toEqualTypeOf<true>()
  // @ts-expect-error the core's name, not the SDK's
  Moralis.SolApi.account.balance
  // @ts-expect-error no such group in the SDK
  Moralis.EvmApi.nfts
})
