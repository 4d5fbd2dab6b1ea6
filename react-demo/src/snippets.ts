/**
 * Code to copy: the call the form describes, as a user writes it with `w3data` (a client call)
 * and with `w3data/react` (a hook in a component). Plain text from the operation and its
 * parameters; test/demo/snippets.test.ts compiles what comes out.
 */
import type { OperationEntry } from 'w3data/catalogue'
import type { Params, RunKind } from './operations'

/** Past this width a literal is laid out over several lines. */
const LINE_WIDTH = 100
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

const pascal = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`
const quote = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`
const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name))
const defined = (value: object) => Object.entries(value).filter(([, item]) => item !== undefined)

function inline(value: unknown): string {
  if (typeof value === 'string') return quote(value)
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = defined(value).map(([name, item]) => `${key(name)}: ${inline(item)}`)
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`
  }
  return String(value)
}

/**
 * A TypeScript literal of a JSON-like value: on one line when it fits (it starts at `column` of a
 * line indented by `indent`), else one entry per line.
 */
export function toLiteral(value: unknown, indent = '', column = indent.length): string {
  const short = inline(value)
  if (column + short.length <= LINE_WIDTH || typeof value !== 'object' || value === null) return short
  const inner = `${indent}  `
  const lines = Array.isArray(value)
    ? value.map((item) => `${inner}${toLiteral(item, inner)},`)
    : defined(value).map(([name, item]) => {
        const head = `${inner}${key(name)}: `
        return `${head}${toLiteral(item, inner, head.length)},`
      })
  if (lines.length === 0) return short
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  return `${open}\n${lines.join('\n')}\n${indent}${close}`
}

/**
 * The call's argument, on a line that reads `head` up to it: every parameter the form passes (a
 * default the form shows is sent, so it is written too), nothing when none is set.
 */
function argument(params: Params, indent: string, head: string): string {
  return Object.keys(params).length === 0 ? '' : toLiteral(params, indent, head.length)
}

/** The hook `w3data/react` names after the API and the operation: `useSolanaGetPortfolio`, `…Infinite`. */
export const hookName = (operation: OperationEntry, kind: RunKind): string =>
  `use${pascal(operation.api)}${pascal(operation.id)}${kind === 'infinite' ? 'Infinite' : ''}`

/** `await client.solana.getPortfolio({ … })`, with the import and the client it needs. */
export function typeScriptSnippet(operation: OperationEntry, params: Params): string {
  const head = `const ${operation.paging ? 'page' : 'result'} = await client.${operation.api}.${operation.id}(`
  return [
    "import { createClient } from 'w3data'",
    '',
    'const client = createClient({ apiKey: process.env.W3DATA_API_KEY })',
    `${head}${argument(params, '', head)})`,
  ].join('\n')
}

const QUERY_STATES = ['  if (isPending) return <p>Loading…</p>', '  if (error) return <p>{error.message}</p>']

function componentBody(operation: OperationEntry, params: Params, kind: RunKind): string[] {
  const hook = hookName(operation, kind)
  if (kind === 'mutation')
    return [
      `  const { mutate, data, error, isPending } = ${hook}()`,
      `  const run = () => mutate(${argument(params, '  ', '  const run = () => mutate(')})`,
      '  return (',
      '    <>',
      '      <button type="button" disabled={isPending} onClick={run}>',
      `        ${operation.summary}`,
      '      </button>',
      '      {error && <p>{error.message}</p>}',
      '      {data !== undefined && <pre>{JSON.stringify(data, null, 2)}</pre>}',
      '    </>',
      '  )',
    ]
  const names =
    kind === 'infinite' ? 'data, error, isPending, fetchNextPage, hasNextPage' : 'data, error, isPending'
  const head = `  const { ${names} } = ${hook}(`
  const call = `${head}${argument(params, '  ', head)})`
  if (kind === 'infinite')
    return [
      call,
      ...QUERY_STATES,
      '  return (',
      '    <>',
      '      <pre>{JSON.stringify(data.pages.flatMap((page) => page.result), null, 2)}</pre>',
      '      <button type="button" disabled={!hasNextPage} onClick={() => fetchNextPage()}>',
      '        Load more',
      '      </button>',
      '    </>',
      '  )',
    ]
  return [call, ...QUERY_STATES, '  return <pre>{JSON.stringify(data, null, 2)}</pre>']
}

/** A component calling the operation's hook (`kind` as the demo runs it), under a `W3DataProvider`. */
export function reactSnippet(operation: OperationEntry, params: Params, kind: RunKind): string {
  return [
    `import { ${hookName(operation, kind)} } from 'w3data/react'`,
    '',
    '// Rendered inside <W3DataProvider client={client}>.',
    `export function ${pascal(operation.id)}() {`,
    ...componentBody(operation, params, kind),
    '}',
  ].join('\n')
}
