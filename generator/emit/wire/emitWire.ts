import openapiTS, { astToString } from 'openapi-typescript'
import type { ApiModel } from '../../model/ir'

/** wire.gen.ts: the provider's snake_case shapes, rendered by openapi-typescript. */
export async function emitWire(model: ApiModel): Promise<string> {
  const ast = await openapiTS(structuredClone(model.document) as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    exportType: true,
    silent: true,
  })
  return astToString(ast)
}
