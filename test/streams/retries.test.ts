import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, ServerError } from 'w3data'
import { createStream, deleteStream, getStreams, updateStream } from 'w3data/streams'

// Only GET and OPTIONS are retried. Streams is the API with PUT and DELETE operations.
const BASE = 'https://streams.test'
const STREAM_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const STREAM = { webhookUrl: 'https://hook.test', description: 'd', tag: 't', chainIds: ['0x1'] }
const client = createClient({ apiKey: 'test-key-0123456789', baseUrls: { streams: BASE }, retryDelay: 1 })

afterEach(() => nock.cleanAll())

describe('Streams calls answered 503', () => {
  it('sends a DELETE once', async () => {
    const sent = nock(BASE).delete(`/streams/evm/${STREAM_ID}`).reply(503, { message: 'down' })
    const spare = nock(BASE).delete(`/streams/evm/${STREAM_ID}`).reply(200, {})
    const error = await deleteStream(client, { id: STREAM_ID }).catch((caught: unknown) => caught)
    expect(sent.isDone()).toBe(true)
    expect(spare.isDone()).toBe(false)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ method: 'DELETE', status: 503 })
  })

  it('sends a PUT once', async () => {
    const sent = nock(BASE).put('/streams/evm').reply(503, { message: 'down' })
    const spare = nock(BASE).put('/streams/evm').reply(200, {})
    const error = await createStream(client, STREAM).catch((caught: unknown) => caught)
    expect(sent.isDone()).toBe(true)
    expect(spare.isDone()).toBe(false)
    expect(error).toMatchObject({ method: 'PUT', status: 503 })
  })

  it('sends a POST once', async () => {
    const sent = nock(BASE).post(`/streams/evm/${STREAM_ID}`).reply(503, { message: 'down' })
    const spare = nock(BASE).post(`/streams/evm/${STREAM_ID}`).reply(200, {})
    const error = await updateStream(client, { id: STREAM_ID, ...STREAM }).catch((caught: unknown) => caught)
    expect(sent.isDone()).toBe(true)
    expect(spare.isDone()).toBe(false)
    expect(error).toMatchObject({ method: 'POST', status: 503 })
  })

  it('retries a GET and resolves with the answer that follows', async () => {
    const failing = nock(BASE).get('/streams/evm').query(true).times(2).reply(503, { message: 'down' })
    const answer = nock(BASE)
      .get('/streams/evm')
      .query(true)
      .reply(200, { result: [], cursor: null, total: 0 })
    const page = await getStreams(client, { limit: 10 })
    expect(failing.isDone()).toBe(true)
    expect(answer.isDone()).toBe(true)
    expect(page.result).toEqual([])
  })
})
