import type { ApiModel } from '../../model/ir'
import { emitSdkAnswers } from './emitSdkAnswers'

/**
 * sdk.gen.ts: where moralis@2.27.2 offers each operation (`x-w3data-sdk`), per API and function
 * name, and the types of its answers. Small on purpose: `w3data/compat` builds its namespaces from
 * it without loading a catalogue.
 */
export function emitSdkPlaces(models: readonly ApiModel[]): string[] {
  const places = Object.fromEntries(
    models.map((model) => [
      model.api,
      Object.fromEntries(
        model.operations.flatMap((operation) => (operation.sdk ? [[operation.id, operation.sdk]] : [])),
      ),
    ]),
  )
  const answers = emitSdkAnswers(models)
  return [
    "import type { SdkEntry } from '../runtime/internal'",
    ...answers.imports,
    ...answers.statements,
    `/** API → function name → where the provider's SDK offers it; literal, so w3data/compat's types follow it. */
export const sdkPlaces = ${JSON.stringify(places, null, 2)} as const satisfies Readonly<Record<string, Readonly<Record<string, readonly SdkEntry[]>>>>`,
  ]
}
