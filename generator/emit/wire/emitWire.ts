import { Worker } from 'node:worker_threads'
import type { ApiModel } from '../../model/ir'
import { wireDocument } from './wireDocument'

/** Renders wire.gen.ts texts (the provider's snake_case shapes) away from the main thread. */
export interface WireTypes {
  /** The text of each model's wire.gen.ts, in the order given; each model is rendered once. */
  render(models: readonly ApiModel[]): Promise<string[]>
  close(): Promise<void>
}

/**
 * Starts the worker that runs openapi-typescript. It is started before the catalogue is read:
 * loading openapi-typescript (and its TypeScript) then rendering four large documents is a third
 * of a run, and on a second core it overlaps loading, modelling, emitting and formatting.
 */
export function startWireTypes(): WireTypes {
  // Plain JavaScript needs no loader: without tsx's hooks the worker loads its modules faster.
  const worker = new Worker(new URL('./wireWorker.mjs', import.meta.url), { execArgv: [] })
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>()
  worker.on('message', ({ id, text, error }: { id: number; text?: string; error?: string }) => {
    const entry = waiting.get(id)
    waiting.delete(id)
    if (error !== undefined) entry?.reject(new Error(`openapi-typescript: ${error}`))
    else entry?.resolve(text ?? '')
  })
  worker.on('error', (error) => {
    for (const entry of waiting.values()) entry.reject(error)
    waiting.clear()
  })
  let next = 0
  // A model is rendered once: a caller may start it early and ask again when it needs the text.
  const rendered = new WeakMap<ApiModel, Promise<string>>()
  const renderOne = (model: ApiModel) => {
    let text = rendered.get(model)
    if (!text) {
      const id = next++
      text = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }))
      worker.postMessage({ id, document: wireDocument(model.document) })
      rendered.set(model, text)
    }
    return text
  }
  return {
    render: (models) => Promise.all(models.map(renderOne)),
    close: async () => {
      await worker.terminate()
    },
  }
}
