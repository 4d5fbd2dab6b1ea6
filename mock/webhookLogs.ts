// An EVM delivery's logs as a watched contract emits them: ERC-20 Transfer events, with the ABI
// that decodes them in the delivery's `abi`, as the provider sends the stream's ABI.

/** keccak256('Transfer(address,address,uint256)'). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export const TRANSFER_EVENT_ABI = {
  type: 'event',
  name: 'Transfer',
  anonymous: false,
  inputs: [
    { indexed: true, name: 'from', type: 'address' },
    { indexed: true, name: 'to', type: 'address' },
    { indexed: false, name: 'value', type: 'uint256' },
  ],
} as const

const word = (hex: string) => `0x${hex.padStart(64, '0')}`

interface Delivery {
  abi?: unknown
  logs?: unknown
}

/**
 * Rewrites each log as a Transfer whose sender, recipient and amount come from the log's own
 * transaction hash (the same seed gives the same bytes), and sets the ABI that decodes them.
 */
export function withTransferLogs<T extends object>(delivery: T): T {
  const { logs } = delivery as Delivery
  if (!Array.isArray(logs)) return delivery
  const transfers = logs.map((log: Record<string, unknown>) => {
    const hash = String(log.transactionHash ?? '')
      .replace(/^0x/, '')
      .padEnd(64, '0')
    return {
      ...log,
      topic0: TRANSFER_TOPIC,
      topic1: word(hash.slice(0, 40)),
      topic2: word(hash.slice(24, 64)),
      topic3: null,
      data: word(hash.slice(52, 64)),
    }
  })
  return { ...delivery, abi: [TRANSFER_EVENT_ABI], logs: transfers }
}
