/**
 * The size a tool result may take in an agent's context: at most `maxItems` items of a list and
 * about `maxBytes` of JSON. A list is cut; the rest is one `nextCursor` away.
 */
export interface Budget {
  maxItems: number
  maxBytes: number
}

export const DEFAULT_BUDGET: Budget = { maxItems: 20, maxBytes: 20_000 }

/**
 * The leading items that fit: no more than `maxItems`, and no more JSON than `room` bytes;
 * at least one, so a long item still moves the agent forward.
 */
export function itemsThatFit<T>(items: readonly T[], budget: Budget, room: number): T[] {
  const kept: T[] = []
  let used = 0
  for (const item of items) {
    if (kept.length >= budget.maxItems) break
    const size = Buffer.byteLength(JSON.stringify(item) ?? 'null') + 1
    if (kept.length > 0 && used + size > room) break
    kept.push(item)
    used += size
  }
  return kept
}

/** The note that says what was left out and how to get it. */
export function cutNote(shown: number, budget: Budget, nextCursor: string | undefined): string {
  const limits = `the result budget is ${items(budget.maxItems)} and ${budget.maxBytes} bytes`
  const rest = nextCursor
    ? 'call the tool again with the same arguments and `cursor` set to `nextCursor` for the next items'
    : 'narrow the arguments to see the others'
  return `Showing ${items(shown)}: ${limits}; ${rest}.`
}

const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`
