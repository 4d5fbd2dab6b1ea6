import { CoreErrorCode } from '../contract/errorCodes'
import { SECRET_MASK } from '../errors/redact'
import { W3DataError } from '../errors/W3DataError'

/** One configuration key: its name, default value and an optional validator. */
export interface ConfigDefinition<T> {
  /** Unique key name, e.g. `logLevel`. */
  name: string
  /** Value used until `set`/`merge` changes it, and again after `reset`. */
  defaultValue: T
  /** Returns why a value is rejected, or `null` when it is accepted. Defaults are not validated. */
  validate?: (value: T) => string | null
}

interface Entry {
  definition: ConfigDefinition<unknown>
  value: unknown
}

const SECRET_KEY = /apiKey|secret/i

/** True for key names whose values must never be printed (`apiKey`, `streamSecret`, …). */
export function isSecretConfigKey(name: string): boolean {
  return SECRET_KEY.test(name)
}

/**
 * A typed configuration registry: keys are registered once with a default and a validator, then
 * read and changed by name. Unknown keys (C0013), invalid values (C0014) and duplicate keys (C0015)
 * throw `W3DataError`. Values of secret keys are shown as `***` in errors.
 *
 * @example
 * const config = new ConfigRegistry()
 * config.register({ name: 'maxRetries', defaultValue: 2, validate: (v) => (v >= 0 ? null : 'must be >= 0') })
 * config.set('maxRetries', 3)
 * config.get<number>('maxRetries') // 3
 */
export class ConfigRegistry {
  readonly #entries = new Map<string, Entry>()

  /** Adds a key. A name already registered throws C0015. */
  register<T>(definition: ConfigDefinition<T>): void {
    const { name } = definition
    if (this.#entries.has(name)) {
      throw new W3DataError({
        code: CoreErrorCode.CONFIG_KEY_ALREADY_EXIST,
        message: `Configuration key ${name} already exists`,
        details: { key: name },
      })
    }
    this.#entries.set(name, {
      definition: definition as ConfigDefinition<unknown>,
      value: definition.defaultValue,
    })
  }

  /** True when `name` is registered. */
  has(name: string): boolean {
    return this.#entries.has(name)
  }

  /** The current value of `name`; an unknown key throws C0013. */
  get<T = unknown>(name: string): T {
    return this.#entry(name).value as T
  }

  /** Validates and stores one value; an unknown key throws C0013, a rejected value C0014. */
  set(name: string, value: unknown): void {
    const entry = this.#entry(name)
    this.#validate(entry, value)
    entry.value = value
  }

  /** Sets several values at once; all are checked before any is applied. */
  merge(values: Record<string, unknown>): void {
    const pending: Array<[Entry, unknown]> = []
    for (const [name, value] of Object.entries(values)) {
      const entry = this.#entry(name)
      this.#validate(entry, value)
      pending.push([entry, value])
    }
    for (const [entry, value] of pending) entry.value = value
  }

  /** Puts every key back to its default value. */
  reset(): void {
    for (const entry of this.#entries.values()) entry.value = entry.definition.defaultValue
  }

  /** A frozen copy of all current values, keyed by name. */
  snapshot(): Readonly<Record<string, unknown>> {
    return Object.freeze(
      Object.fromEntries(Array.from(this.#entries, ([name, entry]) => [name, entry.value])),
    )
  }

  #entry(name: string): Entry {
    const entry = this.#entries.get(name)
    if (entry) return entry
    throw new W3DataError({
      code: CoreErrorCode.CONFIG_KEY_NOT_EXIST,
      message: `Configuration key ${name} does not exist`,
      details: { key: name },
    })
  }

  #validate(entry: Entry, value: unknown): void {
    const reason = entry.definition.validate?.(value)
    if (reason === null || reason === undefined) return
    const { name } = entry.definition
    const secret = isSecretConfigKey(name)
    throw new W3DataError({
      code: CoreErrorCode.CONFIG_INVALID_VALUE,
      message: `Invalid value for configuration key ${name}: ${secret ? maskValue(reason, value) : reason}`,
      details: { key: name, value: secret ? SECRET_MASK : value },
    })
  }
}

/** Removes a secret value from a validator's reason text. */
function maskValue(reason: string, value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  return text ? reason.split(text).join(SECRET_MASK) : reason
}
