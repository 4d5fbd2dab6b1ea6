/**
 * Where a budget's spending is kept. `take` spends `units` when they are free and answers 0, or
 * spends nothing and answers how many ms until they may be; `pause` makes every `take` wait `ms`
 * (a 429 the provider still sent). In memory by default; a store shared by processes (Redis) may
 * answer with promises.
 */
export interface BudgetStore {
  take(units: number): number | Promise<number>
  pause(ms: number): void | Promise<void>
}

/**
 * A rolling window in memory: at most `capacity` units taken in any `holdMs`. Each take is kept
 * with its time until it leaves the window, so the wait `take` answers is exact.
 */
export class MemoryBudgetStore implements BudgetStore {
  /** The takes still in the window, oldest first: [time, units]. */
  readonly #takes: [number, number][] = []
  #used = 0
  #pausedUntil = 0

  constructor(
    readonly capacity: number,
    readonly holdMs: number,
    readonly now: () => number = Date.now,
  ) {}

  take(units: number): number {
    const now = this.now()
    if (now < this.#pausedUntil) return this.#pausedUntil - now
    const used = this.used(now)
    // A call that costs more than the whole window passes alone, once the window is empty.
    if (used === 0 || used + units <= this.capacity) {
      this.#takes.push([now, units])
      this.#used += units
      return 0
    }
    // Until the oldest takes have left enough room.
    let over = used + units - this.capacity
    let leaves = now
    for (const [time, taken] of this.#takes) {
      leaves = time + this.holdMs
      over -= taken
      if (over <= 0) break
    }
    return leaves - now
  }

  pause(ms: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, this.now() + ms)
  }

  /** Units taken in the window that ends `now`. */
  used(now = this.now()): number {
    const takes = this.#takes
    while (takes.length > 0 && (takes[0] as [number, number])[0] + this.holdMs <= now)
      this.#used -= (takes.shift() as [number, number])[1]
    return this.#used
  }
}
