/**
 * Fault injection in mock mode: the demo server (react-demo/startDemo.ts) forwards
 * `POST /__mock/faults` to the mock provider's `faults.set(operationId, plan)`.
 */

export const FAULTS = {
  none: 'None',
  '500': '500 Server error',
  '503': '503 Unavailable',
  '429': '429 Rate limited',
  '404': '404 Not found',
  slow: 'Slow (1.5 s)',
  malformed: 'Malformed JSON',
  plan: 'Plan of 2 CU/s (429 beyond)',
} as const

/** The plan the `plan` choice makes the mock enforce: 2 compute units per second over 1 s. */
const DEMO_PLAN = { computeUnitsPerSecond: 2, windowMs: 1000 }

export type FaultChoice = keyof typeof FAULTS

export const isFaultChoice = (value: string): value is FaultChoice => Object.hasOwn(FAULTS, value)

/**
 * The mock's fault plan. Statuses the client retries (429, 5xx on GET) are repeated once per
 * attempt, so the chosen fault is what the call ends with.
 */
function planOf(choice: FaultChoice, attempts: number): Record<string, unknown> | null {
  const repeat = (status: number) => Array.from({ length: attempts }, () => status)
  switch (choice) {
    case 'none':
      return null
    case '404':
      return { statuses: [404] }
    case '429':
      return { statuses: repeat(429), retryAfter: 1 }
    case 'slow':
      return { latencyMs: 1500 }
    case 'malformed':
      return { malformedJson: 1 }
    default:
      return { statuses: repeat(Number(choice)) }
  }
}

async function post(body: unknown, path = '/__mock/faults'): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`The demo server's fault control answered ${response.status}`)
}

/** Sets the plan for the next call of `operationId` (`none` clears its plan); `plan` sets the mock's compute-unit plan. */
export const injectFault = (operationId: string, choice: FaultChoice, attempts: number): Promise<void> =>
  choice === 'plan' ? post(DEMO_PLAN, '/__mock/plan') : post({ operationId, plan: planOf(choice, attempts) })

/** Clears every plan, e.g. a slow answer still set on another operation, and the compute-unit plan. */
export const clearFaults = async (): Promise<void> => {
  await post({ plan: null })
  await post({}, '/__mock/plan')
}
