import type { ApiModel, DispatchModel } from '../../model/ir'
import { pascalCase } from '../../model/names'

/** The names a call of the API goes by on `client.<api>`: its operations, then its dispatched calls. */
export function callNames(model: ApiModel): string[] {
  const dispatched = model.dispatch?.calls.map((call) => call.name) ?? []
  return [...model.operations.map((operation) => operation.id), ...dispatched]
}

/**
 * The calls routed by `networkType` (`x-w3data-dispatch`), appended to operations.gen.ts: the list
 * of values and its type, the checker with the API's error, and one `defineDispatch` per call.
 */
export function emitDispatch(dispatch: DispatchModel): { runtimeValues: string[]; statements: string[] } {
  const { prefix, values, error } = dispatch
  const list = `${prefix.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_NETWORK_TYPES`
  const check = `${prefix}NetworkType`
  const said = values.map((value) => `\`${value}\``).join(', ')
  const statements = [
    `/** The \`networkType\` values of the calls routed by it. */\nexport const ${list} = ${JSON.stringify(values)} as const`,
    `export type ${pascalCase(check)} = (typeof ${list})[number]`,
    `/** Checks a \`networkType\`: ${said}; anything else is ${error.code}. */\nexport const ${check} = /* @__PURE__ */ networkTypeChecker(${list}, '${error.code}', ${JSON.stringify(error.message)})`,
    ...dispatch.calls.map((call) => {
      const routes = call.routes.map(([value, id]) => `${value}: ${id}`).join(', ')
      const doc = call.routes.map(([value, id]) => `{@link ${id}} for \`${value}\``).join(', ')
      return `/** \`${call.name}(client, { networkType, … })\`: ${doc}; the result is that operation's. */\nexport const ${call.name} = /* @__PURE__ */ defineDispatch({ ${routes} }, ${check})`
    }),
  ]
  return { runtimeValues: ['defineDispatch', 'networkTypeChecker'], statements }
}
