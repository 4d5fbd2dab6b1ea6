import { pascalCase } from '../../model/names'
import { callNames } from '../dispatch/emitDispatch'
import type { Schemas } from '../render'

export function apiTypeName(api: string): string {
  return `${pascalCase(api)}Api`
}

export function apiFactoryName(api: string): string {
  return `create${pascalCase(api)}Api`
}

/** api.gen.ts: the `client.<api>` namespace, every operation bound to one client. */
export function emitApi(schemas: Schemas): string[] {
  const { api, title } = schemas.model
  const Type = apiTypeName(api)
  const names = callNames(schemas.model)
  const members = names.map((name) => `readonly ${name}: Bound<typeof ${name}>`)
  const bound = names.map((name) => `${name}: bindOperation(client, ${name})`)
  return [
    `/** ${title}: every operation, bound to a client. */\nexport interface ${Type} {\n${members.join('\n')}\n}`,
    `/** Binds every ${api} operation to \`client\`. */\nexport function ${apiFactoryName(api)}(client: Core): ${Type} {\n  return {\n${bound.join(',\n')},\n  }\n}`,
  ]
}
