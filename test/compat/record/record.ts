/**
 * Records moralis@2.27.2's own answers into test/compat/fixtures/, for compat/replay.test.ts:
 *
 *   npx tsx test/compat/record/record.ts
 *
 * It installs the SDK into a throwaway directory (`npm install moralis@2.27.2 --prefix <tmp>`; the
 * SDK is never one of the project's dependencies), starts the mock provider on 127.0.0.1, points
 * the SDK at it (`evmApiBaseUrl`, `solApiBaseUrl`; the hosts the SDK fixed for Aptos, Streams and
 * Auth are rewritten on its axios), calls every function of its API modules with the catalogue's
 * sample parameters, and writes per call: the requests the mock saw, the bodies it answered, and
 * what the SDK made of them. `probes.ts` records the rest (lifecycle, value classes, helpers).
 * Set MORALIS_DIR to reuse an install.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createMockServer, type MockServer } from 'w3data/mock'
import { summariseAnswer, summariseError } from '../support/describeAnswer'
import type { CallFixture, Exchange } from '../support/fixtures'
import { coreParams, functionAt, sdkArguments, sdkCases } from '../support/sdkCalls'
import { startConfig } from '../support/startConfig'
import { recordProbes } from './probes'
import { type BodyFix, interceptSdk, loadSdk, type Sdk } from './sdk'

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url))

/**
 * Bodies the mock fills in a way moralis@2.27.2 cannot read, made readable for it, so that the
 * recording holds its answer to them (both sides then read the changed body): a Solana
 * challenge's address must be a Solana address.
 */
const BODY_FIXES: Readonly<Record<string, BodyFix>> = {
  'Auth.verify (solana)': ((body: { address: string }) => {
    body.address = 'So11111111111111111111111111111111111111112'
  }) as BodyFix,
}

async function recordCalls(sdk: Sdk, mock: MockServer): Promise<CallFixture[]> {
  const exchanges: Exchange[] = []
  let label = ''
  interceptSdk(sdk, mock, exchanges, () => BODY_FIXES[label])
  await sdk.Moralis.start(startConfig(mock))
  const fixtures: CallFixture[] = []
  for (const each of sdkCases) {
    const { catalogue, operation, place } = each
    label = each.label
    const args = sdkArguments(operation, place, coreParams(catalogue, operation))
    mock.requests.reset()
    exchanges.length = 0
    const fixture: CallFixture = {
      label,
      api: catalogue.api,
      group: place.group,
      name: place.name,
      args,
      exchanges: [],
      requests: [],
    }
    const call = functionAt(sdk.Moralis, catalogue.api, place)
    try {
      if (!call) throw new Error(`moralis@2.27.2 has no ${label}`)
      const answer = await call(...structuredClone(args))
      fixture.answer = summariseAnswer(answer)
      const page = answer as { hasNext?: () => boolean; next?: () => Promise<unknown> }
      if (page?.hasNext?.()) {
        try {
          fixture.next = summariseAnswer(await page.next?.())
        } catch (error) {
          fixture.nextError = summariseError(error)
        }
      }
    } catch (error) {
      fixture.error = summariseError(error)
    }
    fixture.exchanges = [...exchanges]
    fixture.requests = mock.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))
    fixtures.push(fixture)
  }
  return fixtures
}

function install(): string {
  if (process.env.MORALIS_DIR) return process.env.MORALIS_DIR
  const dir = mkdtempSync(join(tmpdir(), 'moralis-2.27.2-'))
  execFileSync(
    'npm',
    ['install', 'moralis@2.27.2', '--prefix', dir, '--no-audit', '--no-fund', '--ignore-scripts'],
    { stdio: 'inherit' },
  )
  return dir
}

const write = (name: string, value: unknown) =>
  writeFileSync(join(FIXTURES, name), `${JSON.stringify(value, null, 1)}\n`)

const dir = install()
const mock = await createMockServer()
try {
  const calls = await recordCalls(loadSdk(dir), mock)
  for (const api of [...new Set(calls.map((call) => call.api))])
    write(
      `${api}.json`,
      calls.filter((call) => call.api === api),
    )
  write('probes.json', await recordProbes(dir, mock))
  console.log(`recorded ${calls.length} calls from moralis@2.27.2 in ${FIXTURES}`)
} finally {
  await mock.close()
}
