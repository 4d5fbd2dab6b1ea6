import { describe, expect, it } from 'vitest'
import { AttemptTimedOut, Deadline } from './deadline'
import { readBoundedText } from './readBody'

const bytes = (text: string) => new TextEncoder().encode(text)

/** A body streamed in the chunks given; `cancelled` records what cancelling it received. */
function streamed(chunks: readonly Uint8Array[]): { body: ReadableStream<Uint8Array>; cancelled: unknown[] } {
  const cancelled: unknown[] = []
  let next = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++]
      if (chunk) controller.enqueue(chunk)
      else controller.close()
    },
    cancel(reason) {
      cancelled.push(reason)
    },
  })
  return { body, cancelled }
}

/** A body that sends its first chunk, then nothing more, ever. */
function stalling(first: Uint8Array): { body: ReadableStream<Uint8Array>; cancelled: unknown[] } {
  const cancelled: unknown[] = []
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first)
    },
    cancel(reason) {
      cancelled.push(reason)
    },
  })
  return { body, cancelled }
}

describe('readBoundedText', () => {
  it('reads a body as UTF-8 text, a character split across chunks included', () => {
    const euro = bytes('€')
    const { body } = streamed([bytes('{"a":"'), euro.slice(0, 1), euro.slice(1), bytes('"}')])
    return expect(readBoundedText(new Response(body), 100)).resolves.toBe('{"a":"€"}')
  })

  it('reads a body of one chunk, and of none', async () => {
    expect(await readBoundedText(new Response(streamed([bytes('[1]')]).body), 100)).toBe('[1]')
    expect(await readBoundedText(new Response(streamed([]).body), 100)).toBe('')
  })

  it('reads an answer without a body as empty text', async () => {
    expect(await readBoundedText(new Response(null, { status: 200 }), 100)).toBe('')
  })

  it('reads a body of exactly the limit, and stops one byte past it, cancelling the rest', async () => {
    expect(await readBoundedText(new Response(streamed([bytes('12345'), bytes('67890')]).body), 10)).toBe(
      '1234567890',
    )
    const over = streamed([bytes('12345'), bytes('678901'), bytes('never read')])
    expect(await readBoundedText(new Response(over.body), 10)).toBeUndefined()
    expect(over.cancelled).toHaveLength(1)
  })

  it('stops before the first byte when Content-Length declares more than the limit', async () => {
    const declared = streamed([bytes('{}')])
    const response = new Response(declared.body, { headers: { 'content-length': '11' } })
    expect(await readBoundedText(response, 10)).toBeUndefined()
    expect(declared.cancelled).toHaveLength(1)
    const bodiless = new Response(null, { headers: { 'content-length': '11' } })
    expect(await readBoundedText(bodiless, 10)).toBeUndefined()
  })

  it('reads on when Content-Length declares exactly the limit', async () => {
    const response = new Response(streamed([bytes('{}')]).body, { headers: { 'content-length': '10' } })
    expect(await readBoundedText(response, 10)).toBe('{}')
  })

  it("stops with the reason of a caller's signal that aborts mid-body, even when the body stalls", async () => {
    const { body, cancelled } = stalling(bytes('{"a":'))
    const controller = new AbortController()
    const reading = readBoundedText(new Response(body), 100, new Deadline(1000, controller.signal))
    const reason = new Error('stop')
    setTimeout(() => controller.abort(reason), 1)
    await expect(reading).rejects.toBe(reason)
    expect(cancelled).toEqual([reason])
  })

  it('stops with a time-out when the deadline passes mid-body, even when the body stalls', async () => {
    const { body, cancelled } = stalling(bytes('{"a":'))
    const reading = readBoundedText(new Response(body), 100, new Deadline(20, undefined))
    await expect(reading).rejects.toBeInstanceOf(AttemptTimedOut)
    expect(cancelled).toEqual([expect.any(AttemptTimedOut)])
  })

  it('reads nothing when the caller has already aborted', async () => {
    const reason = new Error('stop')
    const deadline = new Deadline(1000, AbortSignal.abort(reason))
    const read = readBoundedText(new Response(streamed([bytes('{}')]).body), 100, deadline)
    await expect(read).rejects.toBe(reason)
  })

  it('reads a whole body within a deadline that never passes', async () => {
    const deadline = new Deadline(1000, new AbortController().signal)
    expect(await readBoundedText(new Response(streamed([bytes('a'), bytes('b')]).body), 100, deadline)).toBe(
      'ab',
    )
  })
})
