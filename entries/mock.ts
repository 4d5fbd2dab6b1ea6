// Package entry `w3data/mock`: the local mock provider (Node only; the client entries never import it).

export { mockBaseUrls } from '../mock/baseUrls'
export type { AddressStyle } from '../mock/data/addressStyle'
export { FIELD_RULES, type FieldRule, fieldRule, type ValueKind } from '../mock/data/fieldRules'
export type { FaultController, FaultPlan } from '../mock/faults'
export type { QueryValues } from '../mock/incoming'
export { MOCK_API_KEY, type MockServer, type MockServerOptions } from '../mock/options'
export type { ComputeUnitPlan, PlanController, PlanStats } from '../mock/plan'
export type { RecordedRequest, RequestLog } from '../mock/requestLog'
export { createMockServer } from '../mock/server'
export type { SendWebhookOptions, SentWebhook } from '../mock/webhooks'
