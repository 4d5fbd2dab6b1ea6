/**
 * The top-level response fields of a facts sheet operation, where a table gives them: the table
 * under "Response …", or, for "Response 200: array of `Name`", the table under the paragraph
 * that starts with **`Name`** (the shared schemas). Types are read from the type column.
 */
import { cells, isTable, placeNamed, type Section } from './markdownBlocks'
import type { FieldEntry } from './shape'

export function responseFieldsOf(section: Section, sections: readonly Section[]): FieldEntry[] | undefined {
  let inResponse = false
  for (const block of section.blocks) {
    if (isTable(block)) {
      if (inResponse) return [{ path: '', type: 'object' }, ...tableFields(block, '')]
      continue
    }
    const text = block.join(' ')
    inResponse = (placeNamed(text) ?? (inResponse ? 'response' : undefined)) === 'response'
    const items = inResponse ? text.match(/Response[^`]*: array of `(\w+)`/)?.[1] : undefined
    const table = items ? namedTable(items, sections) : undefined
    if (table) return [{ path: '', type: 'object[]' }, ...tableFields(table, '[].')]
  }
  return undefined
}

/** The first table after the paragraph that opens with **`Name`**. */
function namedTable(name: string, sections: readonly Section[]): string[] | undefined {
  for (const { blocks } of sections) {
    const at = blocks.findIndex((block) => block[0]?.startsWith(`**\`${name}\`**`))
    if (at >= 0) return blocks.slice(at + 1).find(isTable)
  }
  return undefined
}

/** Rows `| name | type | …` of a `| field | type |` table; a row may name several fields. */
function tableFields(table: string[], prefix: string): FieldEntry[] {
  const [header, , ...rows] = table.map(cells)
  const typeColumn = header?.indexOf('type') ?? -1
  if (header?.[0] !== 'field' || typeColumn < 0) return []
  return rows.flatMap((row) =>
    (row[0] ?? '')
      .split(/,\s*/)
      .filter((name) => /^\w+$/.test(name))
      .map((name) => {
        const type = sheetType(row[typeColumn] ?? '')
        return { path: `${prefix}${name}`, ...(type ? { type } : {}) }
      }),
  )
}

/**
 * `string`, `**string**, null`, `array of \`SPLNFT\``, `\`NativeBalance\` {solana, lamports}`,
 * `object (free-form), null` → the report's type names; anything else is not compared.
 */
export function sheetType(cell: string): string | undefined {
  const text = cell.replaceAll('**', '').replaceAll('`', '').trim()
  const nullable = /,\s*null\b/.test(text) ? ' | null' : ''
  const array = /^array of (\w+)/.exec(text)?.[1]
  if (array) return `${['string', 'number', 'boolean'].includes(array) ? array : 'object'}[]${nullable}`
  const word = /^(\w+)/.exec(text)?.[1] ?? ''
  if (['string', 'number', 'boolean', 'object'].includes(word)) return `${word}${nullable}`
  // A schema name (`NFTMetaplex`, `Media`): an object.
  if (/^[A-Z]\w*$/.test(word)) return `object${nullable}`
  return undefined
}
