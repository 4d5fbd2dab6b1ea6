import { expect, describe as group, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { columnsOf } from './csv'
import { describe } from './help'
import { itemSchema } from './items'
import { paramFlags } from './paramFlags'

// Every operation of every API, as the catalogue has them today: the texts and CSV columns are
// built from whatever the catalogue holds, so each must come out whole.
const targets = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({ catalogue, operation })),
)

group('describe and CSV columns, for every operation', () => {
  it.each(targets.map((target) => [`${target.catalogue.api} ${target.operation.id}`, target] as const))(
    '%s',
    (_, target) => {
      const text = describe(target, true)
      expect(text).toContain(`${target.catalogue.api} ${target.operation.id}: ${target.operation.summary}`)
      expect(text).toContain(`curl -X ${target.operation.method} '`)
      expect(text).not.toMatch(/undefined|\[object Object\]/)
      const usage = text.split('\n').find((line) => line.startsWith(`  w3data ${target.catalogue.api} `))
      for (const flag of paramFlags(target.catalogue, target.operation)) {
        expect(text).toContain(`  --${flag.names[0]}`)
        if (flag.param.required) expect(usage).toContain(`--${flag.names[0]} <`)
      }
      const columns = columnsOf(itemSchema(target), target.catalogue.schemas, false)
      expect(columns.length).toBeGreaterThan(0)
      expect(new Set(columns.map((column) => column.header)).size).toBe(columns.length)
    },
  )
})
