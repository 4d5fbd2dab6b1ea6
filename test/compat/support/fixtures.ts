import type { AnswerSummary, ErrorSummary } from './describeAnswer'

/** One HTTP answer the mock gave: its status and body (parsed JSON, or text). */
export interface Exchange {
  status: number
  body: unknown
}

/** What the mock saw of one request. */
export interface SeenRequest {
  method: string
  path: string
  query: unknown
  body: unknown
}

/** One SDK call as moralis@2.27.2 made it (test/compat/record/record.ts). */
export interface CallFixture {
  label: string
  api: string
  group: string | undefined
  name: string
  args: unknown[]
  exchanges: Exchange[]
  requests: SeenRequest[]
  answer?: AnswerSummary
  next?: AnswerSummary
  nextError?: ErrorSummary
  error?: ErrorSummary
}
