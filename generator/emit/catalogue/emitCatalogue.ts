import type { ApiModel, OperationModel, ParamModel } from '../../model/ir'
import { withPagingNames, withSdkNames } from './sdkNames'

/** catalogue.gen.ts: the operation catalogue as plain data, for the demo and the mock provider. */
export function emitCatalogue(model: ApiModel): string[] {
  return [
    `/** The ${model.api} catalogue: every operation with its parameters, paging and response schema. */
export const ${model.api}Catalogue: ApiCatalogue = ${JSON.stringify(catalogueData(model), null, 2)}`,
  ]
}

/** The data catalogue.gen.ts holds: the runtime's `ApiCatalogue`, as plain JSON. */
export function catalogueData(model: ApiModel): object {
  return {
    api: model.api,
    title: model.title,
    baseUrl: model.baseUrl,
    ...(model.network ? { network: model.network } : {}),
    operations: model.operations.map((operation) => operationEntry(model, operation)),
    schemas: Object.fromEntries(
      Object.entries(model.document.components.schemas)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, schema]) => [name, withSdkNames(schema)]),
    ),
  }
}

function operationEntry({ api, cost }: ApiModel, operation: OperationModel) {
  return {
    id: operation.id,
    api,
    method: operation.method,
    effect: operation.effect,
    path: operation.path,
    tag: operation.tag,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    params: operation.params.map(paramEntry),
    ...(operation.bodyParam ? { bodyParam: paramEntry(operation.bodyParam) } : {}),
    ...(operation.paging ? { paging: withPagingNames(operation.paging) } : {}),
    ...(operation.plot ? { plot: operation.plot } : {}),
    nullable: operation.nullable,
    bearer: operation.bearer,
    raw: operation.raw,
    ...(operation.networkOnly ? { networkOnly: operation.networkOnly } : {}),
    ...(operation.sdk ? { sdk: operation.sdk } : {}),
    cost: operation.cost ?? cost,
    response: withSdkNames(operation.responseSchema ?? {}),
  }
}

function paramEntry(param: ParamModel) {
  const valueType =
    param.type.kind === 'string'
      ? param.type.valueType
      : param.type.kind === 'array' && param.type.items.kind === 'string'
        ? param.type.items.valueType
        : undefined
  return {
    name: param.name,
    wireName: param.wireName,
    in: param.in,
    required: param.required,
    schema: withSdkNames(param.schema),
    ...(valueType ? { valueType } : {}),
    ...(param.description ? { description: param.description } : {}),
  }
}
