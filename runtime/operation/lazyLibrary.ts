/**
 * A library the parameter checks load on first need (keccak-256, base58), so that an app whose
 * calls never need it never loads it. A check reads it with `get()`, which throws this object
 * through the schemas while it is not loaded yet; a call then loads it and checks again.
 */
export class LazyLibrary<T> {
  private library: T | undefined

  constructor(private readonly loader: () => Promise<T>) {}

  /** Loads the library, once. */
  async load(): Promise<void> {
    this.library ??= await this.loader()
  }

  /** Gives the library at once, for callers that cannot wait for it to load. */
  provide(library: T): void {
    this.library ??= library
  }

  /** The library, or this object thrown when it is not loaded yet. */
  get(): T {
    if (this.library === undefined) throw this
    return this.library
  }
}
