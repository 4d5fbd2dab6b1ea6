import {
  type ClientOptions,
  CoreErrorCode,
  createClient,
  getDefaultClient,
  isStarted,
  start,
  type W3DataClient,
  W3DataError,
} from '../entries/index'
import { clientOptions, type MoralisConfig } from './config'
import { loadDecoder } from './streams'

/** Where a Core keeps the client its modules call: the default client, or one of its own. */
interface ClientSlot {
  open(options: ClientOptions): void
  client(): W3DataClient
  isStarted(): boolean
}

/** `Moralis.Core`'s: the default client, which `start()` of the core (`w3data`) makes too. */
const DEFAULT_SLOT: ClientSlot = {
  open: (options) => void start(options),
  client: getDefaultClient,
  isStarted,
}

/** A `Core.create()` instance's: a client of its own, made by its `start()`; C0011, C0012 as the default's. */
function ownSlot(): ClientSlot {
  let own: W3DataClient | undefined
  return {
    open(options) {
      if (own)
        throw new W3DataError({
          code: CoreErrorCode.STATE_MACHINE_STARTED,
          message: 'This Core is already started',
        })
      own = createClient(options)
    },
    client() {
      if (own) return own
      throw new W3DataError({
        code: CoreErrorCode.STATE_MACHINE_NOT_STARTED,
        message: 'This Core is not started. Call start() on it before using its modules',
      })
    },
    isStarted: () => own !== undefined,
  }
}

const slots = new WeakMap<Core, ClientSlot>()

/**
 * moralis@2.27.2's `Core`: `Moralis.Core` runs on the default client; `Core.create()` makes an
 * instance of its own, whose modules (`EvmApi.create(core)`, …) call its own client with its own
 * configuration once `core.start(config)` has run.
 */
export class Core {
  /** A second, independent instance: its own client, key and start. */
  static create(): Core {
    return new Core()
  }

  constructor() {
    slots.set(this, ownSlot())
  }

  get isStarted(): boolean {
    return slotOf(this).isStarted()
  }

  /**
   * Starts this instance once with the SDK's configuration keys (or any w3data client option).
   * Starting again is C0011; a call before start is C0012; an unknown key C0013, a bad value C0014.
   * It also loads the Streams log decoder (viem, where installed), so `parsedLogs` answers at once.
   */
  async start(config: MoralisConfig = {}): Promise<void> {
    slotOf(this).open(clientOptions(config))
    await loadDecoder()
  }

  /**
   * Accepted as the SDK took them. Every module answers on the core it was created with, and every
   * core knows every configuration key, so there is nothing to set up.
   */
  registerModules(_modules: readonly object[]): void {}

  registerModule(_module: object): void {}
}

/** `Moralis.Core`: the Core on the default client. */
export const DEFAULT_CORE = new Core()
slots.set(DEFAULT_CORE, DEFAULT_SLOT)

const slotOf = (core: Core): ClientSlot => slots.get(core) as ClientSlot

/** The client `core`'s modules call: C0012 before its `start()`. */
export function clientOf(core: Core): W3DataClient {
  return slotOf(core).client()
}
