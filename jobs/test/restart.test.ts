// w3data-jobs with Redis stopped and started again mid-run (README, "At scale"): the workers go on
// when it is back, and the collected output is still a single-process export's, item for item.
import { describe, expect, it } from 'vitest'
import { scratch } from './harness'
import { ndjsonOf, scenario } from './scenario'

const s = scenario()

describe('Redis stopped and started again mid-run', () => {
  it('loses nothing: the collected items are still a single-process export’s', async () => {
    const queue = 'restarted'
    const parts = scratch('parts')
    expect((await s.addAll(queue)).code).toBe(0)
    s.mock.plan.reset()
    const workers = [0, 1].map(() => s.startWorker(queue, parts))
    await new Promise((done) => setTimeout(done, 1200))
    await s.redis.stop()
    await new Promise((done) => setTimeout(done, 800))
    await s.redis.start()
    for (const end of await Promise.all(workers.map((worker) => worker.result)))
      expect(end.code, end.stderr).toBe(0)
    expect(ndjsonOf(await s.collected(queue, parts))).toEqual(s.expected)
    expect(s.mock.plan.stats().throttled).toBe(0)
  })
})
