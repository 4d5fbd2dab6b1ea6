// Moralis.Streams.parsedLogs where the optional viem package is not installed: `start()` still
// succeeds (the decoder is loaded there, and its absence is no error), logs to decode are S0005,
// and a delivery with no logs still decodes to none.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { withTransferLogs } from '../../mock/webhookLogs'
import { hideViem, showViem } from '../support/viemMissing'

/** A delivery of one ERC-20 Transfer, with the ABI that decodes it. */
const delivery = withTransferLogs({ logs: [{ transactionHash: '0x1234' }] })

let compat: typeof import('w3data/compat')
let core: typeof import('w3data')

beforeAll(async () => {
  hideViem()
  core = await import('w3data')
  compat = await import('w3data/compat')
  await compat.default.start({ apiKey: 'key-0123456789' })
})
afterAll(() => {
  core.stop()
  showViem()
})

it('says what to install (S0005) for logs to decode', () => {
  expect(() => compat.default.Streams.parsedLogs(delivery)).toThrow(
    '[S0005] viem is not installed: decodeLogs decodes with viem, an optional peer dependency of w3data. Install it: npm install viem',
  )
})

it('decodes a delivery with no logs to none, as with viem', () => {
  expect(compat.default.Streams.parsedLogs({ ...delivery, logs: [] })).toEqual([])
})
