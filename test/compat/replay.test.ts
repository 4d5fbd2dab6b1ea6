import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stop } from 'w3data'
import * as compat from 'w3data/compat'
import { createMockServer, type MockServer } from 'w3data/mock'
import aptos from './fixtures/aptos.json'
import auth from './fixtures/auth.json'
import evm from './fixtures/evm.json'
import probes from './fixtures/probes.json'
import solana from './fixtures/solana.json'
import streams from './fixtures/streams.json'
import { ALLOWED_DIFFERENCES } from './support/allowedDifferences'
import { differences } from './support/compare'
import type { CallFixture } from './support/fixtures'
import { PROBES, type Probe } from './support/probes'
import { createReplay } from './support/replay'
import { startConfig } from './support/startConfig'

/**
 * moralis@2.27.2's own answers (test/compat/fixtures, recorded by record/record.ts from a
 * throwaway install against the mock), replayed through w3data/compat with the same calls and the
 * same bodies: every call answers as the SDK did (its requests, the kind of answer, `result`'s
 * value classes and JSON, paging, errors), or differs only as a heading of compat/MIGRATION.md
 * says, named per call in support/allowedDifferences.ts.
 */

const Moralis = compat.default
const GUIDE = readFileSync(new URL('../../compat/MIGRATION.md', import.meta.url), 'utf8')
const HEADINGS = new Set([...GUIDE.matchAll(/^### (.+)$/gm)].map(([, heading]) => heading ?? ''))

/** The probes (lifecycle, helpers, value classes) that differ, with the heading that says why. */
const PROBE_DIFFERENCES: Readonly<Record<string, string>> = {
  'a call before start': "Lifecycle codes are the seeds'",
  'start twice': "Lifecycle codes are the seeds'",
  'start with an unknown key': "Lifecycle codes are the seeds'",
  'start with formatEvmAddress': "Lifecycle codes are the seeds'",
  'start with formatEvmChainId': "Lifecycle codes are the seeds'",
  'Streams.parsedLogs': 'parsedLogs writes integers as hex text',
  'a parameter the call does not know': "Unknown parameters are listed in the catalogue's order",
  'Streams paging to the last page': 'Streams paging',
  'next() past the last page': 'Past the last page is A0002',
  'value class EvmAddress': "The exported EvmAddress is the core's",
}

const fixtures = [...evm, ...aptos, ...solana, ...streams, ...auth] as unknown as CallFixture[]

let mock: MockServer
let replay: ReturnType<typeof createReplay>['replay']

describe('every SDK call, replayed on the bodies moralis@2.27.2 answered', () => {
  beforeAll(async () => {
    mock = await createMockServer()
    const replaying = createReplay(mock)
    replay = replaying.replay
    await Moralis.start({ ...startConfig(mock), baseUrls: mock.baseUrls, fetch: replaying.fetch })
  })
  afterAll(async () => {
    stop()
    await mock.close()
  })

  it.each(fixtures.map((fixture) => [fixture.label, fixture] as const))(
    '%s answers as the SDK did, or as the migration guide says',
    async (label, fixture) => {
      const found = differences(fixture, await replay(fixture))
      const allowed = ALLOWED_DIFFERENCES[label] ?? {}
      const unexplained = found.filter((each) => allowed[each.aspect] === undefined)
      expect(unexplained.map((each) => `${each.aspect}: ${each.detail}`)).toEqual([])
      const stale = Object.keys(allowed).filter((aspect) => !found.some((each) => each.aspect === aspect))
      expect(stale, 'listed differences this call no longer has').toEqual([])
    },
  )
})

describe("the SDK's lifecycle, helpers and value classes, probed alike", () => {
  beforeAll(async () => {
    mock = await createMockServer()
  })
  afterAll(async () => {
    stop()
    await mock.close()
  })

  it.each(Object.keys(PROBES))('%s', async (name) => {
    stop()
    const ours = await (PROBES[name] as Probe)(Moralis, {
      mock,
      // Every API at the mock: the SDK's fixed hosts were rewritten on its axios when recorded.
      config: { ...startConfig(mock), baseUrls: mock.baseUrls },
      classes: compat,
    })
    const theirs = (probes as Record<string, unknown>)[name]
    const listed = PROBE_DIFFERENCES[name]
    if (JSON.stringify(ours) === JSON.stringify(theirs)) expect(listed, 'listed as differing').toBeUndefined()
    else expect(listed, `compat ${JSON.stringify(ours)}, the SDK ${JSON.stringify(theirs)}`).toBeDefined()
  })
})

describe('the migration guide', () => {
  it('has a heading for every difference a call or a probe names', () => {
    const named = [
      ...Object.values(ALLOWED_DIFFERENCES).flatMap((aspects) => Object.values(aspects)),
      ...Object.values(PROBE_DIFFERENCES),
    ]
    expect([...new Set(named)].filter((heading) => !HEADINGS.has(heading))).toEqual([])
  })

  it('names a call or a probe under every heading that says what differs', () => {
    const named = new Set([
      ...Object.values(ALLOWED_DIFFERENCES).flatMap((aspects) => Object.values(aspects)),
      ...Object.values(PROBE_DIFFERENCES),
    ])
    expect([...HEADINGS].filter((heading) => !named.has(heading))).toEqual([])
  })
})
