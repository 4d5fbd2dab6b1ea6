// The three peers, each making the same calls as its users would write them:
// raw fetch + JSON.parse (the limit), w3data (this package) and moralis@2.27.2 (the incumbent).
import type { BaseUrls, W3DataClient } from 'w3data'

export type PeerName = 'fetch' | 'w3data' | 'moralis'

/** The client's `baseUrls` for one local server (every API under `${origin}/<api>`). */
export interface ServerUrls {
  evm: string
  aptos: { mainnet: string; testnet: string; devnet?: string }
  [api: string]: string | Record<string, string> | undefined
}

export const API_KEY = 'bench-api-key'
export const EVM_ADDRESS = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
export const EVM_CHAIN = '0x1'
export const APTOS_CREATOR = '0x8492224bc785f86593329c8cba1fe53a032c6a1fb8027192c9ad35cd29da1ba0'
export const COIN_TYPE_HASH = 'f7b252510fc827c2920ba7151725763fafa8f3e05eb0228dd115e5dd761927a9'

export type Call = () => Promise<unknown>
/** Fetches `limit` items of a list and resolves to them as the peer delivers them. */
export type ListCall = (limit: number) => Promise<readonly unknown[]>

async function json(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers })
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status} from ${url}: ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

const clients = new Map<string, W3DataClient>()
async function w3data(urls: ServerUrls): Promise<W3DataClient> {
  const key = JSON.stringify(urls)
  let client = clients.get(key)
  if (!client) {
    const { createClient } = await import('w3data')
    client = createClient({ apiKey: API_KEY, baseUrls: urls as unknown as BaseUrls })
    clients.set(key, client)
  }
  return client
}

type MoralisModule = typeof import('moralis')['default']
let moralisStarted: Promise<MoralisModule> | undefined
/** The incumbent, started once, its EVM base URL (the `evmApiBaseUrl` config key) pointed at `urls.evm`. */
async function moralis(urls: ServerUrls): Promise<MoralisModule> {
  moralisStarted ??= (async () => {
    const { default: Moralis } = await import('moralis')
    await Moralis.start({ apiKey: API_KEY, evmApiBaseUrl: urls.evm, logLevel: 'off' })
    return Moralis
  })()
  const Moralis = await moralisStarted
  Moralis.Core.config.set('evmApiBaseUrl', urls.evm)
  return Moralis
}

/** EVM getNativeBalance: a 23-byte answer. */
export async function evmNativeBalance(peer: PeerName, urls: ServerUrls): Promise<Call> {
  if (peer === 'fetch') {
    const url = `${urls.evm}/${EVM_ADDRESS}/balance?chain=${EVM_CHAIN}`
    const headers = { 'x-api-key': API_KEY }
    return () => json(url, headers)
  }
  if (peer === 'w3data') {
    const client = await w3data(urls)
    return () => client.evm.getNativeBalance({ address: EVM_ADDRESS, chain: EVM_CHAIN })
  }
  const Moralis = await moralis(urls)
  return async () =>
    (await Moralis.EvmApi.balance.getNativeBalance({ address: EVM_ADDRESS, chain: EVM_CHAIN })).result
}

/** Aptos getCoinInfoByCoinTypeHashes for one coin (the incumbent is EVM-only here). */
export async function aptosCoinInfo(peer: PeerName, urls: ServerUrls): Promise<Call> {
  if (peer === 'fetch') {
    const url = `${urls.aptos.mainnet}/coins?coin_type_hashes=${COIN_TYPE_HASH}`
    const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${API_KEY}` }
    return () => json(url, headers)
  }
  if (peer === 'w3data') {
    const client = await w3data(urls)
    return () => client.aptos.getCoinInfoByCoinTypeHashes({ coinTypeHashes: [COIN_TYPE_HASH] })
  }
  throw new Error('the incumbent is not measured on Aptos')
}

/** EVM getWalletNFTs: `limit` NFTs of a wallet in one page, without the opt-in fields. */
export async function evmWalletNFTs(peer: PeerName, urls: ServerUrls): Promise<ListCall> {
  const params = { address: EVM_ADDRESS, chain: EVM_CHAIN, normalizeMetadata: false } as const
  if (peer === 'fetch') {
    const headers = { 'x-api-key': API_KEY }
    return async (limit) => {
      const url = `${urls.evm}/${EVM_ADDRESS}/nft?chain=${EVM_CHAIN}&limit=${limit}&normalizeMetadata=false`
      return ((await json(url, headers)) as { result: unknown[] }).result
    }
  }
  if (peer === 'w3data') {
    const client = await w3data(urls)
    return async (limit) => (await client.evm.getWalletNFTs({ ...params, limit })).result
  }
  const Moralis = await moralis(urls)
  return async (limit) => (await Moralis.EvmApi.nft.getWalletNFTs({ ...params, limit })).result
}

/** Aptos getNFTsByCreators: `limit` NFT tokens in one page. */
export async function aptosNFTsByCreators(peer: PeerName, urls: ServerUrls): Promise<ListCall> {
  if (peer === 'fetch') {
    const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${API_KEY}` }
    return async (limit) => {
      const url = `${urls.aptos.mainnet}/nfts/creators?limit=${limit}&creator_addresses=${APTOS_CREATOR}`
      return ((await json(url, headers)) as { result: unknown[] }).result
    }
  }
  if (peer === 'w3data') {
    const client = await w3data(urls)
    return async (limit) =>
      (await client.aptos.getNFTsByCreators({ creatorAddresses: [APTOS_CREATOR], limit })).result
  }
  throw new Error('the incumbent is not measured on Aptos')
}

export const LIST_CALLS = { evm: evmWalletNFTs, aptos: aptosNFTsByCreators } as const
export type ListApi = keyof typeof LIST_CALLS
