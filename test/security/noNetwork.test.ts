// test/support/noNetwork.ts runs before every test file: a request to a host nock does not answer is
// refused on this machine, while the loopback (the mock, the tests' own servers) stays reachable.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'

describe('no test reaches the internet', () => {
  it('refuses a host nock does not answer, before anything is sent', async () => {
    const refusal = await fetch('https://example.com/').then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refusal).toMatchObject({ name: 'NetConnectNotAllowedError', code: 'ENETUNREACH' })
  })

  it('lets a request to this machine through', async () => {
    const server = createServer((_request, response) => response.end('here'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here')
    } finally {
      server.close()
    }
  })
})
