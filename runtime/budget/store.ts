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
 * A rolling window in memory: at most `capacity` units were taken in any `holdMs`. Each take is
 * kept with its time and freed `holdMs` later, so the wait it answers is exact.
 */
export class MemoryBudgetStore implements BudgetStore {
  readonly #times: number[] = []
  readonly #units: number[] = []
  #head = 0
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
    this.#free(now)
    // A call that costs more than the whole window passes alone, once the window is empty.
    if (this.#used > 0 && this.#used + units > this.capacity) return this.#waitFor(units, now)
    this.#times.push(now)
    this.#units.push(units)
    this.#used += units
    return 0
  }

  pause(ms: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, this.now() + ms)
  }

  /** Units taken in the window that ends now. */
  used(): number {
    this.#free(this.now())
    return this.#used
  }

  #free(now: number): void {
    const times = this.#times
    let head = this.#head
    while (head < times.length && (times[head] as number) + this.holdMs <= now) {
      this.#used -= this.#units[head] as number
      head++
    }
    if (head > 1024 && head * 2 > times.length) {
      times.splice(0, head)
      this.#units.splice(0, head)
      head = 0
    }
    this.#head = head
  }

  /** When the oldest takes will have freed enough for `units`. */
  #waitFor(units: number, now: number): number {
    let freed = 0
    let index = this.#head
    for (; index < this.#times.length - 1; index++) {
      freed += this.#units[index] as number
      if (this.#used - freed + units <= this.capacity) break
    }
    return (this.#times[index] as number) + this.holdMs - now
  }
}
