import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { itemWriter, type Sink, streamSink, writeValue } from './output'

// The output formats (README, "Command line"): JSON is one array (indented on a terminal, one
// line in a pipe), NDJSON a line per item, CSV a header and a row per item; items are written as
// they arrive.
function memorySink(): Sink & { text: () => string; writes: string[] } {
  const writes: string[] = []
  return {
    writes,
    write: async (chunk) => {
      writes.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk))
    },
    text: () => writes.join(''),
  }
}

const COLUMNS = [{ header: 'n', path: ['n'] }]

/** Everything `format` prints for `batches`, written one after the other. */
async function written(format: 'json' | 'ndjson' | 'csv', batches: unknown[][], pretty = false) {
  const sink = memorySink()
  const writer = itemWriter(format, sink, { columns: COLUMNS, pretty })
  for (const batch of batches) await writer.write(batch)
  await writer.close()
  return sink
}

describe('itemWriter', () => {
  it('JSON: one array across the batches, one line in a pipe', async () => {
    const sink = await written('json', [[{ n: 1 }, { n: 2 }], [], [{ n: 3 }]])
    expect(sink.text()).toBe('[{"n":1},{"n":2},{"n":3}]\n')
    expect(sink.writes).toEqual(['[{"n":1},{"n":2}', ',{"n":3}', ']\n'])
  })

  it('JSON: one array across batches of any size', async () => {
    const sink = await written('json', [[{ n: 1 }], [{ n: 2 }, { n: 3 }], [{ n: 4 }, { n: 5 }, { n: 6 }]])
    expect(JSON.parse(sink.text())).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ n })))
  })

  it('JSON: indented on a terminal', async () => {
    const sink = await written('json', [[{ n: 1 }], [{ n: 2 }]], true)
    expect(sink.text()).toBe('[\n  {\n    "n": 1\n  },\n  {\n    "n": 2\n  }\n]\n')
    expect(JSON.parse(sink.text())).toEqual([{ n: 1 }, { n: 2 }])
  })

  it('JSON: an empty array when there is nothing', async () => {
    expect((await written('json', [[]])).writes).toEqual(['[]\n'])
    expect((await written('json', [], true)).text()).toBe('[]\n')
  })

  it('NDJSON: a line per item, nothing more', async () => {
    const sink = await written('ndjson', [[{ n: 1 }, { n: 2n }], [{ n: 3 }]])
    expect(sink.writes).toEqual(['{"n":1}\n{"n":"2"}\n', '{"n":3}\n'])
    expect((await written('ndjson', [])).text()).toBe('')
  })

  it('CSV: the header once, before the first row; the header alone when there is nothing', async () => {
    const sink = await written('csv', [[], [{ n: 1 }], [{ n: 2 }, { n: 3 }]])
    expect(sink.writes).toEqual(['n\n1\n', '2\n3\n'])
    expect((await written('csv', [[]])).writes).toEqual(['n\n'])
  })

  it('CSV continuing an output (a resumed export): rows only, never a header', async () => {
    const continued = async (batches: unknown[][]) => {
      const sink = memorySink()
      const writer = itemWriter('csv', sink, { columns: COLUMNS, pretty: false, header: false })
      for (const batch of batches) await writer.write(batch)
      await writer.close()
      return sink.text()
    }
    expect(await continued([[{ n: 4 }], [{ n: 5 }]])).toBe('4\n5\n')
    expect(await continued([])).toBe('')
  })
})

describe('writeValue', () => {
  it('writes one value, indented when pretty', async () => {
    const sink = memorySink()
    await writeValue(sink, { a: [1] }, false)
    await writeValue(sink, { a: [1] }, true)
    expect(sink.writes).toEqual(['{"a":[1]}\n', '{\n  "a": [\n    1\n  ]\n}\n'])
  })
})

describe('streamSink', () => {
  it('waits for the stream to drain when its buffer is full', async () => {
    const stream = new PassThrough({ highWaterMark: 4 })
    let done = false
    const writing = streamSink(stream)
      .write('more than four')
      .then(() => {
        done = true
      })
    await new Promise((resolve) => setImmediate(resolve))
    expect(done).toBe(false)
    stream.read()
    await writing
    expect(done).toBe(true)
  })

  it('leaves no listener behind after many waits for a drain', async () => {
    const stream = new PassThrough({ highWaterMark: 1 })
    const sink = streamSink(stream)
    for (let write = 0; write < 20; write++) {
      const writing = sink.write('xx')
      stream.read()
      await writing
    }
    expect(stream.listenerCount('error')).toBe(0)
    expect(stream.listenerCount('drain')).toBe(0)
  })

  it('fails when the stream fails while full', async () => {
    const stream = new PassThrough({ highWaterMark: 1 })
    const writing = streamSink(stream).write('xx')
    stream.destroy(new Error('closed'))
    await expect(writing).rejects.toThrow('closed')
  })
})
