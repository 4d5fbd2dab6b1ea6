// A member of a tagged union the catalogue does not know yet is kept, not fatal.
import { describe, expect, it } from 'vitest'
import { json } from '../support/loopback'
import { clientOn, serve } from './serve'

const USER = {
  type: 'user_transaction',
  version: '10',
  hash: '0xaa',
  sender: '0x1',
  sequence_number: '3',
  success: true,
}
const EPILOGUE = {
  type: 'block_epilogue_transaction',
  version: '11',
  hash: '0xbb',
  block_end_info: { block_gas_limit_reached: false, block_effective_block_gas_units: '7' },
  state_checkpoint_hash: null,
}

describe('unknown union members', () => {
  it('a block_epilogue_transaction is kept with its type and camelCase fields; the rest of the page maps', async () => {
    const provider = await serve((_, response) =>
      json(response, [USER, EPILOGUE, { ...EPILOGUE, type: 'validator_transaction', version: '12' }]),
    )
    const page = await clientOn(provider.origin).aptos.getTransactions({ limit: 3 })
    expect(page.result).toHaveLength(3)
    expect(page.result[0]).toMatchObject({ type: 'user_transaction', sequenceNumber: '3' })
    expect(page.result[1]).toEqual({
      type: 'block_epilogue_transaction',
      version: '11',
      hash: '0xbb',
      blockEndInfo: { block_gas_limit_reached: false, block_effective_block_gas_units: '7' },
      stateCheckpointHash: null,
    })
    expect(page.result[2]).toMatchObject({ type: 'validator_transaction', version: '12' })
  })

  it('an item with no type, or a type that is not text, is kept too: the rest of the page maps', async () => {
    const provider = await serve((_, response) =>
      json(response, [USER, { version: '12', hash: '0xcc' }, { ...EPILOGUE, type: 7, version: '13' }]),
    )
    const page = await clientOn(provider.origin).aptos.getTransactions({ limit: 3 })
    expect(page.result).toHaveLength(3)
    expect(page.result[0]).toMatchObject({ type: 'user_transaction', sequenceNumber: '3' })
    expect(page.result[1]).toEqual({ version: '12', hash: '0xcc' })
    expect(page.result[2]).toMatchObject({ type: 7, version: '13', stateCheckpointHash: null })
  })
})
