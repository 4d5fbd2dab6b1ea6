// Everything one benchmark run measured, as the report renders it.
import type { Bundles } from '../suites/bundle'
import type { ColdImportRow, LoadedCode } from '../suites/coldImport'
import type { IterateRow } from '../suites/iterate'
import type { LargeRow } from '../suites/large'
import type { PerCallRow } from '../suites/perCall'
import type { RegenerateRow } from '../suites/regenerate'
import type { BudgetOutput } from '../workers/budget'
import type { JobsOutput } from '../workers/jobs'
import type { ProfileOutput } from '../workers/profile'
import type { Machine } from './machine'

export interface Results {
  machine: Machine
  loadAfter: string
  perCall: PerCallRow[]
  large: LargeRow[]
  largeBytes: number
  iterate: IterateRow[]
  pageSize: number
  bundles: Bundles
  coldImport: ColdImportRow[]
  loaded: { index: LoadedCode; evm: LoadedCode }
  regenerate: RegenerateRow
  profiles: { overhead: ProfileOutput; large: ProfileOutput }
  budget: BudgetOutput
  jobs: JobsOutput
  blocked: number
  seconds: number
}
