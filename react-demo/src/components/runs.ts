import type { W3DataClient } from 'w3data'
import type { OperationEntry } from 'w3data/catalogue'
import type { Params } from '../operations'

/** One press of Run: the parameters the client accepted, and the client that runs them. */
export interface Run {
  id: number
  params: Params
  client: W3DataClient
}

export interface RunProps {
  operation: OperationEntry
  run: Run
}
