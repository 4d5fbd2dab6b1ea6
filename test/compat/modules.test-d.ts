import { expectTypeOf, test } from 'vitest'
import Moralis, { Core, EvmApi, Streams } from 'w3data/compat'

// The modules' types follow the catalogue's SDK places: a function exists where the SDK had it.
test('the SDK functions are typed where the SDK had them, and nowhere else', () => {
  expectTypeOf(Moralis.EvmApi.nft.getWalletNFTs).toBeFunction()
  expectTypeOf(Moralis.EvmApi.wallets.getWalletHistory).toBeFunction()
  expectTypeOf(Moralis.AptosApi.transactions.submitTransaction).toBeFunction()
  expectTypeOf(Moralis.SolApi.account.getBalance).toBeFunction()
  expectTypeOf(Moralis.Streams.add).toBeFunction()
  expectTypeOf(Moralis.Auth.requestMessage).toBeFunction()
  expectTypeOf(Moralis.Auth.solana.requestChallengeSol).toBeFunction()
  expectTypeOf(Moralis.Streams.verifySignature).returns.toEqualTypeOf<true>()
  // A second instance's modules are typed as Moralis' are.
  expectTypeOf(EvmApi.create(Core.create()).nft.getWalletNFTs).toEqualTypeOf(Moralis.EvmApi.nft.getWalletNFTs)
  expectTypeOf(Streams.create(Core.create()).verifySignature).returns.toEqualTypeOf<true>()
  // @ts-expect-error the core's name, not the SDK's
  Moralis.SolApi.account.balance
  // @ts-expect-error no such group in the SDK
  Moralis.EvmApi.nfts
})
