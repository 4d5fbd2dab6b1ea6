// Adding a reader of the catalogue is a one-place change: ./newReader.ts lists every operation
// through `w3data/catalogue` alone, and what it lists is what the command line and the MCP server,
// the readers already there, show of the same operations.
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { findTarget } from '../../cli/lookup'
import { paramFlags } from '../../cli/paramFlags'
import { selectOperations } from '../../mcp/src/selection'
import { buildTool } from '../../mcp/src/tools'
import { listOperations } from './newReader'

const operations = listOperations()
const paged = operations.filter((view) => findTarget(view.api, view.id).operation.paging)

describe('a new catalogue reader', () => {
  it('imports w3data/catalogue and nothing else', () => {
    const source = readFileSync(new URL('./newReader.ts', import.meta.url), 'utf8')
    const imports = ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName)
    expect(imports).toEqual(['w3data/catalogue'])
  })

  it('lists every operation once, as the MCP server offers them with writes allowed', () => {
    const tools = selectOperations(catalogues, { allowWrites: true }).offered
    const listed = operations.map((view) => `${view.api} ${view.id}`)
    expect(listed).toEqual(tools.map(({ catalogue, operation }) => `${catalogue.api} ${operation.id}`))
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.length).toBeGreaterThan(100)
  })

  it("names the parameters as the command line's flags take them", () => {
    for (const view of operations) {
      const { catalogue, operation } = findTarget(view.api, view.id)
      const flags = paramFlags(catalogue, operation)
      expect(
        flags.map((flag) => flag.param.name),
        `${view.api} ${view.id}`,
      ).toEqual(view.params)
    }
  })

  it("gives each MCP tool's parameters and example, its paging parameters standing as one cursor", () => {
    for (const view of operations) {
      const tool = buildTool(findTarget(view.api, view.id))
      const turning = (name: string) => view.pageParams.includes(name)
      const inputs = view.params.filter((name) => !turning(name))
      if (view.pageParams.length > 0) inputs.push('cursor')
      expect(new Set(Object.keys(tool.definition.inputSchema.properties ?? {})), view.id).toEqual(
        new Set(inputs),
      )
      expect(tool.positionParams, view.id).toEqual(view.pageParams)
      expect(tool.example, view.id).toEqual(
        Object.fromEntries(Object.entries(view.example).filter(([name]) => !turning(name))),
      )
    }
  })

  it('shows every answer resolved, and names the paging fields as the answers hold them', () => {
    for (const view of operations) expect(view.response.$ref, view.id).toBeUndefined()
    for (const view of paged) {
      expect(view.pageParams.length, view.id).toBeGreaterThan(0)
      for (const name of view.pageParams) expect(view.params, view.id).toContain(name)
      if (view.items !== undefined) expect(view.fields, view.id).toContain(view.items)
      if (view.position !== undefined) expect(view.itemFields, view.id).toContain(view.position)
    }
    expect(paged.filter((view) => view.position !== undefined).length).toBeGreaterThan(0)
  })
})
