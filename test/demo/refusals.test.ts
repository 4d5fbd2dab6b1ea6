import { describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { refusals } from '../../react-demo/src/refusals'

const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
const getWalletNFTs = evm.operations.find((operation) => operation.id === 'getWalletNFTs')!
// Nothing is sent: the demo's check runs the client's own validation against a fetch that refuses.
const client = createClient({ apiKey: 'test-key', baseUrls: { evm: 'http://127.0.0.1:9' } })

describe('the form refuses every invalid field at once', () => {
  it('names each field the client would refuse, with the message it would give', async () => {
    const errors = await refusals(client, getWalletNFTs, evm, {
      address: '0xZZ',
      limit: -1,
      tokenAddresses: ['0x12'],
    })
    expect(errors).toEqual({
      address: 'Invalid address provided: 0xZZ',
      limit: expect.stringMatching(/^Invalid value for limit: /),
      tokenAddresses: 'Invalid address provided: 0x12',
    })
  })

  it('reports a missing required field beside the others, and keeps what the form could not read', async () => {
    const errors = await refusals(client, getWalletNFTs, evm, { limit: 'many' }, { chain: 'Invalid JSON' })
    expect(errors).toEqual({
      chain: 'Invalid JSON',
      address: 'Param address is required',
      limit: expect.stringMatching(/^Invalid value for limit: /),
    })
  })

  it('has nothing to say about a call the client accepts', async () => {
    const address = '0xcB1C1FdE09f811B294172696404e88E658659905'
    expect(await refusals(client, getWalletNFTs, evm, { address, limit: 5 })).toEqual({})
  })
})
