// biome-ignore-all lint/suspicious/noTemplateCurlyInString: chainlist's RPC URLs name the key to fill in as ${KEY}, literally.
/**
 * The chains moralis@2.27.2 describes, as its EvmChain reads them: the display name, native
 * currency, first explorer and RPC URLs per decimal chain id. Facts from the SDK's own copy of
 * chainid.network/chains.json (@moralisweb3/common-evm-utils 2.27.2), kept as the SDK has them:
 * 88888 is IVAR Chain there, though the provider serves Chiliz under that id.
 */
export interface EvmChainCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface EvmChainExplorer {
  readonly name: string
  readonly url: string
  readonly icon?: string
  /** 'EIP3091' when the explorer has the standard /block, /tx, /address and /token paths. */
  readonly standard: string
}

export interface EvmChainData {
  readonly id: number
  readonly name: string
  readonly currency: EvmChainCurrency
  readonly explorer: EvmChainExplorer | null
  readonly rpcUrls: readonly string[]
}

export const EVM_CHAIN_DATA: readonly EvmChainData[] = [
  {
    id: 1,
    name: 'Ethereum Mainnet',
    currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'etherscan', url: 'https://etherscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://mainnet.infura.io/v3/${INFURA_API_KEY}',
      'wss://mainnet.infura.io/ws/v3/${INFURA_API_KEY}',
      'https://api.mycryptoapi.com/eth',
      'https://cloudflare-eth.com',
      'https://ethereum-rpc.publicnode.com',
      'wss://ethereum-rpc.publicnode.com',
      'https://mainnet.gateway.tenderly.co',
      'wss://mainnet.gateway.tenderly.co',
      'https://rpc.blocknative.com/boost',
      'https://rpc.flashbots.net',
      'https://rpc.flashbots.net/fast',
      'https://rpc.mevblocker.io',
      'https://rpc.mevblocker.io/fast',
      'https://rpc.mevblocker.io/noreverts',
      'https://rpc.mevblocker.io/fullprivacy',
      'https://eth.drpc.org',
      'wss://eth.drpc.org',
    ],
  },
  {
    id: 5,
    name: 'Goerli',
    currency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'etherscan-goerli', url: 'https://goerli.etherscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://goerli.infura.io/v3/${INFURA_API_KEY}',
      'wss://goerli.infura.io/v3/${INFURA_API_KEY}',
      'https://rpc.goerli.mudit.blog/',
      'https://ethereum-goerli-rpc.publicnode.com',
      'wss://ethereum-goerli-rpc.publicnode.com',
      'https://goerli.gateway.tenderly.co',
      'wss://goerli.gateway.tenderly.co',
    ],
  },
  {
    id: 10,
    name: 'OP Mainnet',
    currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'etherscan', url: 'https://optimistic.etherscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://mainnet.optimism.io',
      'https://optimism-rpc.publicnode.com',
      'wss://optimism-rpc.publicnode.com',
      'https://optimism.gateway.tenderly.co',
      'wss://optimism.gateway.tenderly.co',
      'https://optimism.drpc.org',
      'wss://optimism.drpc.org',
    ],
  },
  {
    id: 25,
    name: 'Cronos Mainnet',
    currency: { name: 'Cronos', symbol: 'CRO', decimals: 18 },
    explorer: { name: 'Cronos Explorer', url: 'https://explorer.cronos.org', standard: 'none' },
    rpcUrls: [
      'https://evm.cronos.org',
      'https://cronos-evm-rpc.publicnode.com',
      'wss://cronos-evm-rpc.publicnode.com',
      'https://cronos.drpc.org',
      'wss://cronos.drpc.org',
    ],
  },
  {
    id: 56,
    name: 'BNB Smart Chain Mainnet',
    currency: { name: 'BNB Chain Native Token', symbol: 'BNB', decimals: 18 },
    explorer: { name: 'bscscan', url: 'https://bscscan.com', standard: 'EIP3091' },
    rpcUrls: [
      'https://bsc-dataseed1.bnbchain.org',
      'https://bsc-dataseed2.bnbchain.org',
      'https://bsc-dataseed3.bnbchain.org',
      'https://bsc-dataseed4.bnbchain.org',
      'https://bsc-dataseed1.defibit.io',
      'https://bsc-dataseed2.defibit.io',
      'https://bsc-dataseed3.defibit.io',
      'https://bsc-dataseed4.defibit.io',
      'https://bsc-dataseed1.ninicoin.io',
      'https://bsc-dataseed2.ninicoin.io',
      'https://bsc-dataseed3.ninicoin.io',
      'https://bsc-dataseed4.ninicoin.io',
      'https://bsc-rpc.publicnode.com',
      'wss://bsc-rpc.publicnode.com',
      'wss://bsc-ws-node.nariox.org',
    ],
  },
  {
    id: 97,
    name: 'BNB Smart Chain Testnet',
    currency: { name: 'BNB Chain Native Token', symbol: 'tBNB', decimals: 18 },
    explorer: { name: 'bscscan-testnet', url: 'https://testnet.bscscan.com', standard: 'EIP3091' },
    rpcUrls: [
      'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
      'https://data-seed-prebsc-2-s1.bnbchain.org:8545',
      'https://data-seed-prebsc-1-s2.bnbchain.org:8545',
      'https://data-seed-prebsc-2-s2.bnbchain.org:8545',
      'https://data-seed-prebsc-1-s3.bnbchain.org:8545',
      'https://data-seed-prebsc-2-s3.bnbchain.org:8545',
      'https://bsc-testnet-rpc.publicnode.com',
      'wss://bsc-testnet-rpc.publicnode.com',
    ],
  },
  {
    id: 100,
    name: 'Gnosis',
    currency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
    explorer: { name: 'gnosisscan', url: 'https://gnosisscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc.gnosischain.com',
      'https://rpc.gnosis.gateway.fm',
      'https://rpc.ankr.com/gnosis',
      'https://gnosischain-rpc.gateway.pokt.network',
      'https://gnosis-mainnet.public.blastapi.io',
      'https://gnosis.api.onfinality.io/public',
      'https://gnosis.blockpi.network/v1/rpc/public',
      'https://web3endpoints.com/gnosischain-mainnet',
      'https://gnosis.oat.farm',
      'wss://rpc.gnosischain.com/wss',
      'https://gnosis-rpc.publicnode.com',
      'wss://gnosis-rpc.publicnode.com',
    ],
  },
  {
    id: 137,
    name: 'Polygon Mainnet',
    currency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    explorer: { name: 'polygonscan', url: 'https://polygonscan.com', standard: 'EIP3091' },
    rpcUrls: [
      'https://polygon-rpc.com/',
      'https://rpc-mainnet.matic.network',
      'https://matic-mainnet.chainstacklabs.com',
      'https://rpc-mainnet.maticvigil.com',
      'https://rpc-mainnet.matic.quiknode.pro',
      'https://matic-mainnet-full-rpc.bwarelabs.com',
      'https://polygon-bor-rpc.publicnode.com',
      'wss://polygon-bor-rpc.publicnode.com',
      'https://polygon.gateway.tenderly.co',
      'wss://polygon.gateway.tenderly.co',
      'https://polygon.drpc.org',
      'wss://polygon.drpc.org',
    ],
  },
  {
    id: 250,
    name: 'Fantom Opera',
    currency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    explorer: { name: 'ftmscan', url: 'https://ftmscan.com', icon: 'ftmscan', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc.ftm.tools',
      'https://fantom-rpc.publicnode.com',
      'wss://fantom-rpc.publicnode.com',
      'https://fantom.drpc.org',
      'wss://fantom.drpc.org',
    ],
  },
  {
    id: 1284,
    name: 'Moonbeam',
    currency: { name: 'Glimmer', symbol: 'GLMR', decimals: 18 },
    explorer: { name: 'moonscan', url: 'https://moonbeam.moonscan.io', standard: 'none' },
    rpcUrls: [
      'https://rpc.api.moonbeam.network',
      'wss://wss.api.moonbeam.network',
      'https://moonbeam-rpc.publicnode.com',
      'wss://moonbeam-rpc.publicnode.com',
      'https://moonbeam.drpc.org',
      'wss://moonbeam.drpc.org',
    ],
  },
  {
    id: 1285,
    name: 'Moonriver',
    currency: { name: 'Moonriver', symbol: 'MOVR', decimals: 18 },
    explorer: { name: 'moonscan', url: 'https://moonriver.moonscan.io', standard: 'none' },
    rpcUrls: [
      'https://rpc.api.moonriver.moonbeam.network',
      'wss://wss.api.moonriver.moonbeam.network',
      'https://moonriver-rpc.publicnode.com',
      'wss://moonriver-rpc.publicnode.com',
      'https://moonriver.drpc.org',
      'wss://moonriver.drpc.org',
    ],
  },
  {
    id: 1287,
    name: 'Moonbase Alpha',
    currency: { name: 'Dev', symbol: 'DEV', decimals: 18 },
    explorer: { name: 'moonscan', url: 'https://moonbase.moonscan.io', standard: 'none' },
    rpcUrls: [
      'https://rpc.api.moonbase.moonbeam.network',
      'wss://wss.api.moonbase.moonbeam.network',
      'https://moonbase-alpha.drpc.org',
      'wss://moonbase-alpha.drpc.org',
    ],
  },
  {
    id: 4002,
    name: 'Fantom Testnet',
    currency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    explorer: { name: 'ftmscan', url: 'https://testnet.ftmscan.com', icon: 'ftmscan', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc.testnet.fantom.network',
      'https://fantom-testnet-rpc.publicnode.com',
      'wss://fantom-testnet-rpc.publicnode.com',
      'https://fantom-testnet.drpc.org',
      'wss://fantom-testnet.drpc.org',
    ],
  },
  {
    id: 8453,
    name: 'Base',
    currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'basescan', url: 'https://basescan.org', standard: 'none' },
    rpcUrls: [
      'https://mainnet.base.org/',
      'https://developer-access-mainnet.base.org/',
      'https://base.gateway.tenderly.co',
      'wss://base.gateway.tenderly.co',
      'https://base-rpc.publicnode.com',
      'wss://base-rpc.publicnode.com',
    ],
  },
  {
    id: 10200,
    name: 'Gnosis Chiado Testnet',
    currency: { name: 'Chiado xDAI', symbol: 'XDAI', decimals: 18 },
    explorer: {
      name: 'blockscout-chiadochain',
      url: 'https://blockscout.chiadochain.net',
      icon: 'blockscout',
      standard: 'EIP3091',
    },
    rpcUrls: [
      'https://rpc.chiadochain.net',
      'https://rpc.chiado.gnosis.gateway.fm',
      'wss://rpc.chiadochain.net/wss',
      'https://gnosis-chiado-rpc.publicnode.com',
      'wss://gnosis-chiado-rpc.publicnode.com',
      'https://gnosis-chiado.drpc.org',
      'wss://gnosis-chiado.drpc.org',
    ],
  },
  {
    id: 17000,
    name: 'Holesky',
    currency: { name: 'Testnet ETH', symbol: 'ETH', decimals: 18 },
    explorer: {
      name: 'Holesky Explorer',
      url: 'https://holesky.beaconcha.in',
      icon: 'ethereum',
      standard: 'EIP3091',
    },
    rpcUrls: [
      'https://rpc.holesky.ethpandaops.io',
      'https://ethereum-holesky-rpc.publicnode.com',
      'wss://ethereum-holesky-rpc.publicnode.com',
      'https://holesky.drpc.org',
      'wss://holesky.drpc.org',
    ],
  },
  {
    id: 42161,
    name: 'Arbitrum One',
    currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'Arbiscan', url: 'https://arbiscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://arbitrum-mainnet.infura.io/v3/${INFURA_API_KEY}',
      'https://arb-mainnet.g.alchemy.com/v2/${ALCHEMY_API_KEY}',
      'https://arb1.arbitrum.io/rpc',
      'https://arbitrum-one.publicnode.com',
      'wss://arbitrum-one.publicnode.com',
    ],
  },
  {
    id: 43113,
    name: 'Avalanche Fuji Testnet',
    currency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    explorer: { name: 'snowtrace', url: 'https://testnet.snowtrace.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://api.avax-test.network/ext/bc/C/rpc',
      'https://avalanche-fuji-c-chain-rpc.publicnode.com',
      'wss://avalanche-fuji-c-chain-rpc.publicnode.com',
    ],
  },
  {
    id: 43114,
    name: 'Avalanche C-Chain',
    currency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    explorer: { name: 'snowtrace', url: 'https://snowtrace.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://api.avax.network/ext/bc/C/rpc',
      'https://avalanche-c-chain-rpc.publicnode.com',
      'wss://avalanche-c-chain-rpc.publicnode.com',
    ],
  },
  {
    id: 59141,
    name: 'Linea Sepolia',
    currency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
    explorer: {
      name: 'Etherscan',
      url: 'https://sepolia.lineascan.build',
      icon: 'linea',
      standard: 'EIP3091',
    },
    rpcUrls: [
      'https://rpc.sepolia.linea.build',
      'wss://rpc.sepolia.linea.build',
      'https://linea-sepolia.infura.io/v3/${INFURA_API_KEY}',
      'wss://linea-sepolia.infura.io/ws/v3/${INFURA_API_KEY}',
    ],
  },
  {
    id: 59144,
    name: 'Linea',
    currency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'Etherscan', url: 'https://lineascan.build', icon: 'linea', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc.linea.build',
      'wss://rpc.linea.build',
      'https://linea-mainnet.infura.io/v3/${INFURA_API_KEY}',
      'wss://linea-mainnet.infura.io/ws/v3/${INFURA_API_KEY}',
    ],
  },
  {
    id: 80001,
    name: 'Mumbai',
    currency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    explorer: { name: 'polygonscan', url: 'https://mumbai.polygonscan.com', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc-mumbai.maticvigil.com',
      'https://polygon-mumbai-bor-rpc.publicnode.com',
      'wss://polygon-mumbai-bor-rpc.publicnode.com',
      'https://polygon-mumbai.gateway.tenderly.co',
      'wss://polygon-mumbai.gateway.tenderly.co',
    ],
  },
  {
    id: 80002,
    name: 'Amoy',
    currency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    explorer: { name: 'polygonamoy', url: 'https://www.oklink.com/amoy', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc-amoy.polygon.technology',
      'https://polygon-amoy-bor-rpc.publicnode.com',
      'wss://polygon-amoy-bor-rpc.publicnode.com',
    ],
  },
  {
    id: 84531,
    name: 'Base Goerli Testnet',
    currency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'basescan', url: 'https://goerli.basescan.org', standard: 'none' },
    rpcUrls: [
      'https://goerli.base.org',
      'https://base-goerli.gateway.tenderly.co',
      'wss://base-goerli.gateway.tenderly.co',
      'https://base-goerli-rpc.publicnode.com',
      'wss://base-goerli-rpc.publicnode.com',
    ],
  },
  {
    id: 84532,
    name: 'Base Sepolia Testnet',
    currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    explorer: {
      name: 'basescout',
      url: 'https://base-sepolia.blockscout.com',
      icon: 'blockscout',
      standard: 'EIP3091',
    },
    rpcUrls: [
      'https://sepolia.base.org',
      'https://base-sepolia-rpc.publicnode.com',
      'wss://base-sepolia-rpc.publicnode.com',
    ],
  },
  {
    id: 88888,
    name: 'IVAR Chain Mainnet',
    currency: { name: 'Ivar', symbol: 'IVAR', decimals: 18 },
    explorer: { name: 'ivarscan', url: 'https://ivarscan.com', standard: 'EIP3091' },
    rpcUrls: ['https://mainnet-rpc.ivarex.com'],
  },
  {
    id: 421613,
    name: 'Arbitrum Goerli',
    currency: { name: 'Arbitrum Goerli Ether', symbol: 'AGOR', decimals: 18 },
    explorer: { name: 'Arbitrum Goerli Arbiscan', url: 'https://goerli.arbiscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://goerli-rollup.arbitrum.io/rpc',
      'https://arbitrum-goerli.publicnode.com',
      'wss://arbitrum-goerli.publicnode.com',
    ],
  },
  {
    id: 11155111,
    name: 'Sepolia',
    currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    explorer: { name: 'etherscan-sepolia', url: 'https://sepolia.etherscan.io', standard: 'EIP3091' },
    rpcUrls: [
      'https://rpc.sepolia.org',
      'https://rpc2.sepolia.org',
      'https://rpc-sepolia.rockx.com',
      'https://rpc.sepolia.ethpandaops.io',
      'https://sepolia.infura.io/v3/${INFURA_API_KEY}',
      'wss://sepolia.infura.io/v3/${INFURA_API_KEY}',
      'https://sepolia.gateway.tenderly.co',
      'wss://sepolia.gateway.tenderly.co',
      'https://ethereum-sepolia-rpc.publicnode.com',
      'wss://ethereum-sepolia-rpc.publicnode.com',
      'https://sepolia.drpc.org',
      'wss://sepolia.drpc.org',
    ],
  },
  {
    id: 11297108109,
    name: 'Palm',
    currency: { name: 'PALM', symbol: 'PALM', decimals: 18 },
    explorer: { name: 'Chainlens', url: 'https://palm.chainlens.com', standard: 'EIP3091' },
    rpcUrls: [
      'https://palm-mainnet.infura.io/v3/${INFURA_API_KEY}',
      'https://palm-mainnet.public.blastapi.io',
    ],
  },
]
