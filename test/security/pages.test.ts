// A 2xx answer is checked, not trusted.
import { describe, expect, it } from 'vitest'
import { W3DataError } from 'w3data'
import { json } from '../support/loopback'
import { CREATOR, clientOn, rejection, serve, WALLET } from './serve'

describe('2xx bodies are checked', () => {
  it('a paged answer whose list is not a list is C0016, not an empty page with a next one', async () => {
    const provider = await serve((_, response) => json(response, { cursor: 'next', result: 'not-a-list' }))
    const error = await rejection(
      clientOn(provider.origin).aptos.getNFTsByCreators({ creatorAddresses: [CREATOR], limit: 1 }),
    )
    expect(error).toBeInstanceOf(W3DataError)
    expect((error as W3DataError).message).toBe("[C0016] The page's result is not a list")
  })
})

describe('integers beyond 2^53 keep every digit', () => {
  it('a balance and a uint256 token id sent as bare numbers arrive as their exact strings', async () => {
    const tokenId = '115792089237316195423570985008687907853269984665640564039457584007913129639935'
    const provider = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        request.url?.includes('/balance')
          ? '{"balance": 123456789012345678901234567890}'
          : `{"cursor":null,"result":[{"token_address":"0x1","token_id":${tokenId},"amount":"1","note":"id 12345678901234567890 in text","small":9007199254740991}]}`,
      )
    })
    const client = clientOn(provider.origin)
    await expect(client.evm.getNativeBalance({ address: WALLET })).resolves.toEqual({
      balance: '123456789012345678901234567890',
    })
    const page = await client.evm.getWalletNFTs({ address: WALLET })
    expect(page.result[0]).toMatchObject({
      tokenId,
      note: 'id 12345678901234567890 in text',
      small: 9007199254740991,
    })
  })
})
