import { Worker } from 'node:worker_threads'
import { CODE_CACHE_DIR } from '../../keptFiles'
import type { ApiModel } from '../../model/ir'
import { WIRE_CACHE_DIR, WireCache } from './wireCache'
import { wireDocument } from './wireDocument'

/** Renders wire.gen.ts texts (the provider's snake_case shapes) away from the main thread. */
export interface WireTypes {
  /** The text of each model's wire.gen.ts, in the order given; each model is rendered once. */
  render(models: readonly ApiModel[]): Promise<string[]>
  /** The texts of `models` when every one was kept from an earlier run (asked with `render` first). */
  kept(models: readonly ApiModel[]): string[] | undefined
  /** Ends the thread once the renders asked so far are done; at once when none waits. */
  close(): Promise<void>
  /** Whether the thread was started: a run whose texts are all kept needs none. */
  readonly threadStarted: boolean
  /**
   * What js-yaml gave the thread for each text of the `parse` option, in that order; undefined
   * for a text it refused (or when the thread ended first).
   */
  readonly parsed: Promise<readonly Parsed[]>
}

/** A spec file's value as js-yaml gave it; undefined where it refused the text. */
export type Parsed = { value: unknown } | undefined

export interface WireTypesOptions {
  /** Where texts are kept between runs (see WireCache). @default WIRE_CACHE_DIR */
  cacheDir?: string
  /**
   * The digest of the catalogue's files (`catalogueDigest`): when the run before over the same
   * files found every text kept, and they still are, the worker starts only on a first miss.
   */
  catalogue?: string
  /** Where the worker keeps TypeScript's compiled code (see codeCache.mjs). @default CODE_CACHE_DIR */
  codeCacheDir?: string
  /**
   * Spec files' texts no run kept parsed: the thread parses them before it loads
   * openapi-typescript, while this thread loads the generator (see `parsed`).
   */
  parse?: readonly string[]
}

/**
 * Starts the worker that runs openapi-typescript. It is started before the catalogue is read:
 * loading openapi-typescript (and its TypeScript) then rendering four large documents is a third
 * of a run, and on a second core it overlaps loading, modelling, emitting and formatting. A text
 * rendered before for the same document comes from the cache and skips the worker.
 */
export function startWireTypes({
  cacheDir = WIRE_CACHE_DIR,
  catalogue,
  codeCacheDir = CODE_CACHE_DIR,
  parse = [],
}: WireTypesOptions = {}): WireTypes {
  const cache = new WireCache(cacheDir)
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>()
  let worker: Worker | undefined
  let exited = Promise.resolve()
  let closing = false
  let resolveParsed: (values: readonly Parsed[]) => void = () => {}
  const parsed = new Promise<readonly Parsed[]>((resolve) => {
    resolveParsed = resolve
  })
  if (parse.length === 0) resolveParsed([])
  const endIfIdle = () => {
    if (closing && waiting.size === 0) void worker?.terminate()
  }
  const thread = () => {
    if (worker) return worker
    // Plain JavaScript needs no loader: without tsx's hooks the worker loads its modules faster.
    const started = new Worker(new URL('./wireWorker.mjs', import.meta.url), {
      execArgv: [],
      workerData: { codeCacheDir, parse },
    })
    exited = new Promise<void>((resolve) =>
      started.once('exit', () => {
        resolveParsed(parse.map(() => undefined))
        resolve()
      }),
    )
    started.on('message', (message: { parsed: Parsed[] } | Rendered) => {
      if ('parsed' in message) return resolveParsed(message.parsed)
      const { id, text, error } = message
      const entry = waiting.get(id)
      waiting.delete(id)
      if (error !== undefined) entry?.reject(new Error(`openapi-typescript: ${error}`))
      else entry?.resolve(text ?? '')
      endIfIdle()
    })
    started.on('error', (error: Error) => {
      for (const entry of waiting.values()) entry.reject(error)
      waiting.clear()
    })
    worker = started
    return started
  }
  if (catalogue === undefined || parse.length > 0 || !cache.keptRun(catalogue)) thread()
  let next = 0
  const renderInWorker = (document: object, key: string) => {
    const id = next++
    const text = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }))
    thread().postMessage({ id, document })
    return text.then((rendered) => {
      cache.set(key, rendered)
      return rendered
    })
  }
  // A model is rendered once: a caller may start it early and ask again when it needs the text.
  const rendered = new WeakMap<ApiModel, Promise<string>>()
  const keptTexts = new WeakMap<ApiModel, string>()
  const keys: string[] = []
  const renderOne = (model: ApiModel) => {
    let text = rendered.get(model)
    if (!text) {
      const document = wireDocument(model.document)
      const key = cache.key(document)
      keys.push(key)
      const kept = cache.get(key)
      if (kept === undefined) text = renderInWorker(document, key)
      else {
        keptTexts.set(model, kept)
        text = Promise.resolve(kept)
      }
      rendered.set(model, text)
    }
    return text
  }
  return {
    render: (models) => Promise.all(models.map(renderOne)),
    kept: (models) => {
      const texts = models.map((model) => keptTexts.get(model))
      return texts.every((text): text is string => text !== undefined) ? texts : undefined
    },
    close: () => {
      if (catalogue !== undefined && !closing) cache.recordRun(catalogue, keys)
      closing = true
      endIfIdle()
      return exited
    },
    get threadStarted() {
      return worker !== undefined
    },
    parsed,
  }
}

interface Rendered {
  id: number
  text?: string
  error?: string
}
