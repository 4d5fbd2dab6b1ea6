// The design's import table (DESIGN.md, "Import rules"), held on the whole repository: each module
// imports only what its layer may, and no modules import each other in a circle.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type ImportGraph, importCycles, importGraph } from './importGraph'
import { LAYERS } from './layers'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Each import a module's layer does not allow, as `layer: file -> what it imports`. */
function forbiddenImports(graph: ImportGraph): string[] {
  const found: string[] = []
  for (const [file, edges] of graph) {
    const layer = LAYERS.find((candidate) => candidate.holds.test(file))
    if (!layer) {
      found.push(`${file}: belongs to no layer of the import table`)
      continue
    }
    for (const { specifier, target } of edges) {
      const allowed = target
        ? layer.files.some((files) => files.test(target))
        : specifier.startsWith('.') || layer.packages.test(specifier)
      if (!allowed) found.push(`${layer.name}: ${file} -> ${target ?? specifier}`)
    }
  }
  return found
}

describe('the import table', () => {
  const graph = importGraph(ROOT)

  it('reads the whole repository', () => {
    expect(graph.size).toBeGreaterThan(300)
  })

  it('each module imports only what its layer may', () => {
    expect(forbiddenImports(graph)).toEqual([])
  })

  it('no modules import each other in a circle', () => {
    expect(importCycles(graph)).toEqual([])
  })
})
