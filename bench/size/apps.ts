// The user apps whose bundles CI holds to budgets (bench/size/budgets.json).
import { type AppCase, KY_CHUNK } from './packed'

const ADDRESS = "'0xd8da6bf26964af9d7eed9e03e53415d37aa96045'"

/** What an EVM call never needs: big.js makes BigNumbers, base58 reads Solana addresses. */
const NOT_FOR_EVM = {
  'big.js': '[big.js]',
  '@scure/base (base58)': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
}

export const BUDGETED_APPS: readonly AppCase[] = [
  {
    id: 'evm.getWalletHistory + createBaseClient',
    label: "`getWalletHistory` from 'w3data/evm' on `createBaseClient` from 'w3data/core'",
    code: [
      "import { createBaseClient } from 'w3data/core'",
      "import { getWalletHistory } from 'w3data/evm'",
      `export const run = (apiKey: string) => getWalletHistory(createBaseClient({ apiKey }), { address: ${ADDRESS} })`,
    ].join('\n'),
    loads: [KY_CHUNK],
    leavesOut: NOT_FOR_EVM,
  },
  {
    id: 'aptos.getNFTsByCreators + createBaseClient',
    label: "`getNFTsByCreators` from 'w3data/aptos' on `createBaseClient` from 'w3data/core'",
    code: [
      "import { createBaseClient } from 'w3data/core'",
      "import { getNFTsByCreators } from 'w3data/aptos'",
      "export const run = (apiKey: string) => getNFTsByCreators(createBaseClient({ apiKey }), { creatorAddresses: ['0x1'], limit: 10 })",
    ].join('\n'),
    loads: [KY_CHUNK],
  },
  {
    id: 'createClient + evm.getWalletHistory',
    label:
      "`createClient` from 'w3data' and one call, `client.evm.getWalletHistory`: the EVM API loads on it",
    code: [
      "import { createClient } from 'w3data'",
      `export const run = (apiKey: string) => createClient({ apiKey }).evm.getWalletHistory({ address: ${ADDRESS} })`,
    ].join('\n'),
    loads: [KY_CHUNK, '/wallets/{address}/history'],
    leavesOut: NOT_FOR_EVM,
  },
]
