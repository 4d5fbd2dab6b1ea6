import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type W3DataClient } from 'w3data'
import type { GenesisTransaction, Transaction, UserTransaction } from 'w3data/aptos'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'

// The mock cycles through every member of every union, so one long list shows each kind.
let mock: MockServer
let client: W3DataClient
let transactions: Transaction[]

beforeAll(async () => {
  mock = await createMockServer({ seed: 11 })
  client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
  transactions = []
  for await (const transaction of client.aptos.getTransactions.iterate({ limit: 100 }))
    transactions.push(transaction)
})

afterAll(() => mock.close())

/** Every key the SDK produced, outside maps that are data (their keys stay as sent). */
function sdkKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) sdkKeys(item, out)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push(key)
      if (!['data', 'arguments', 'abi', 'key', 'value', 'handle', 'code'].includes(key)) sdkKeys(item, out)
    }
  }
  return out
}

const kinds = (values: readonly object[]) =>
  new Set(
    values.map((value) => ('type' in value && typeof value.type === 'string' ? value.type : '(untagged)')),
  )

describe('Aptos unions, mapped from the wire', () => {
  it('every committed transaction kind arrives in the ledger, told apart by type', () => {
    expect(kinds(transactions)).toEqual(
      new Set([
        'user_transaction',
        'genesis_transaction',
        'block_metadata_transaction',
        'state_checkpoint_transaction',
      ]),
    )
  })

  it('a pending transaction, looked up by hash, is told apart by its shape', async () => {
    const byHash = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        client.aptos.getTransactionByHash({ txnHash: `0x${String(index).padStart(64, 'a')}` }),
      ),
    )
    const pending = byHash.find((transaction) => !('type' in transaction) || transaction.type === undefined)
    expect(pending).toMatchObject({
      hash: expect.any(String),
      sequenceNumber: expect.any(String),
      maxGasAmount: expect.any(String),
    })
  })

  it('user transactions carry every payload, signature and change kind, in camelCase', () => {
    const users = transactions.filter(
      (transaction): transaction is UserTransaction => transaction.type === 'user_transaction',
    )
    expect(kinds(users.map((user) => user.payload))).toEqual(
      new Set(['entry_function_payload', 'script_payload', 'module_bundle_payload']),
    )
    expect(kinds(users.map((user) => user.signature))).toEqual(
      new Set(['ed25519_signature', 'multi_ed25519_signature', 'multi_agent_signature']),
    )
    expect(kinds(users.flatMap((user) => user.changes))).toEqual(
      new Set([
        'delete_module',
        'delete_resource',
        'delete_table_item',
        'write_module',
        'write_resource',
        'write_table_item',
      ]),
    )
    const snakeCase = sdkKeys(users).filter((key) => key.includes('_'))
    expect(snakeCase).toEqual([])
  })

  it('genesis transactions carry both write-set kinds', () => {
    const genesis = transactions.filter(
      (transaction): transaction is GenesisTransaction => transaction.type === 'genesis_transaction',
    )
    expect(kinds(genesis.map((transaction) => transaction.payload.writeSet))).toEqual(
      new Set(['script_write_set', 'direct_write_set']),
    )
  })

  it('an unknown kind is kept with its type and camelCase fields, and so is an item with no type at all', async () => {
    mock.faults.set('getTransactionByHash', {
      statuses: [200],
      body: { type: 'teleport_transaction', hash: '0x1', gas_used: '5' },
    })
    await expect(client.aptos.getTransactionByHash({ txnHash: '0xab' })).resolves.toEqual({
      type: 'teleport_transaction',
      hash: '0x1',
      gasUsed: '5',
    })
    mock.faults.set('getTransactionByHash', { statuses: [200], body: { hash: '0x1', gas_used: '5' } })
    const untyped = await client.aptos.getTransactionByHash({ txnHash: '0xab' })
    mock.faults.clear('getTransactionByHash')
    expect(untyped).toEqual({ hash: '0x1', gasUsed: '5' })
  })
})
