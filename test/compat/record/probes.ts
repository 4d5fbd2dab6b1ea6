import type { MockServer } from 'w3data/mock'
import { PROBES } from '../support/probes'
import { startConfig } from '../support/startConfig'
import { interceptSdk, loadSdk } from './sdk'

/** Runs every probe on a fresh copy of moralis@2.27.2 pointed at the mock. */
export async function recordProbes(dir: string, mock: MockServer): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const [name, probe] of Object.entries(PROBES)) {
    const sdk = loadSdk(dir)
    interceptSdk(sdk, mock, [])
    const classes = {
      ...sdk.require('@moralisweb3/common-evm-utils'),
      ...sdk.require('@moralisweb3/common-aptos-utils'),
      ...sdk.require('@moralisweb3/common-sol-utils'),
      BigNumber: sdk.require('@moralisweb3/common-core').BigNumber,
    }
    try {
      out[name] = await probe(sdk.Moralis, { mock, config: startConfig(mock), classes })
    } catch (error) {
      out[name] = { probeThrew: String(error) }
    }
  }
  return out
}
