import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { describeValue } from './describeValue'

/** What a value type held as one canonical text knows of the values it is given. */
export interface TextKind<Text extends string> {
  /** The message for a value it refuses, before `: {value}`: `Aptos network is not supported`. */
  readonly refusal: string
  /** The canonical text a value stands for (a value of the type, or plain data); else undefined. */
  readonly find: (value: unknown) => Text | undefined
}

/**
 * The canonical text a value stands for.
 *
 * @throws W3DataError C0005 `{refusal}: {value}` when it stands for none.
 */
export function canonicalText<Text extends string>(kind: TextKind<Text>, value: unknown): Text {
  const text = kind.find(value)
  if (text === undefined) {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `${kind.refusal}: ${describeValue(value)}`,
    })
  }
  return text
}

/**
 * A validated value held as its canonical text, and formatted as it: AptosAddress, AptosNetwork,
 * SolAddress and SolNetwork are this with their kind.
 */
export abstract class TextValue<Text extends string, Input> {
  readonly #kind: TextKind<Text>

  protected constructor(kind: TextKind<Text>) {
    this.#kind = kind
  }

  /** The canonical text, held by the subclass under its own name (`address`, `network`). */
  protected abstract get text(): Text

  /** True when both stand for the same value. A value the type refuses is simply not equal. */
  equals(other: Input): boolean {
    return this.#kind.find(other) === this.text
  }

  /** The canonical text, as the SDK formats it. */
  format(): string {
    return this.text
  }

  toString(): string {
    return this.text
  }

  toJSON(): string {
    return this.text
  }
}
