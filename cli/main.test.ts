import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues, type ParameterEntry, type SchemaObject } from 'w3data/catalogue'
import { createMockServer, type MockServer } from 'w3data/mock'
import type { Io } from './call'
import { main } from './main'
import { paramFlags } from './paramFlags'
import { toSdkShape } from './schemas'

// Every operation through the whole command line, in process, against one mock: filled from the
// catalogue's own examples, each call ends with an exit code and whole output, never a crash.
let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

async function run(args: readonly string[]) {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  const text = (stream: PassThrough) => {
    let out = ''
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
    })
    return () => out
  }
  const [out, err] = [text(stdout), text(stderr)]
  const io = { stdout, stderr, stdin: new PassThrough(), env: {} } as unknown as Io
  const code = await main(args, io)
  return { code, stdout: out(), stderr: err() }
}

/** A flag's text for the catalogue's example (or default) of a parameter, as describe shows it. */
function exampleArgs(name: string, param: ParameterEntry, schemas: Record<string, SchemaObject>): string[] {
  const wire = param.schema.example ?? param.schema.default
  if (wire === undefined) return []
  const sample = toSdkShape(wire, param.schema, schemas)
  if (typeof sample === 'boolean') return [`--${name}=${sample}`]
  return [`--${name}`, typeof sample === 'object' ? JSON.stringify(sample) : String(sample)]
}

const targets = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({ catalogue, operation })),
)

describe('every operation from the command line', () => {
  it.each(targets.map((target) => [`${target.catalogue.api} ${target.operation.id}`, target] as const))(
    '%s',
    async (_, { catalogue, operation }) => {
      const flags = paramFlags(catalogue, operation).filter((flag) => flag.param.required)
      const args = flags.flatMap((flag) =>
        exampleArgs(flag.names[0] as string, flag.param, catalogue.schemas),
      )
      const result = await run([catalogue.api, operation.id, ...args, '--mock-url', mock.url])
      expect([0, 1, 2]).toContain(result.code)
      expect(result.stderr).not.toMatch(/TypeError|ReferenceError|Cannot read|\[object Object\]/)
      if (result.code === 0) expect(() => JSON.parse(result.stdout)).not.toThrow()
      else expect(result.stderr).toMatch(/^(\[[A-Z0-9_]+\] |w3data: )/)
    },
  )
})
