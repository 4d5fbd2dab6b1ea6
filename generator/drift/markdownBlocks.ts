/** Markdown read as headings, each with its blocks (runs of non-blank lines), and table rows as cells. */

export interface Section {
  heading: string
  blocks: string[][]
}

export function splitSections(text: string): Section[] {
  const sections: Section[] = []
  let block: string[] = []
  for (const line of text.split('\n')) {
    const current = sections.at(-1)
    if (/^#{1,3} /.test(line)) {
      sections.push({ heading: line, blocks: [] })
      block = []
    } else if (line.trim() === '') block = []
    else if (current) {
      if (block.length === 0) current.blocks.push(block)
      block.push(line)
    }
  }
  return sections
}

export function isTable(block: readonly string[]): boolean {
  return block[0]?.startsWith('|') === true
}

export function cells(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
}

/** The place a paragraph talks about last: a request body, query parameters or the response. */
export function placeNamed(text: string): 'body' | 'query' | 'response' | undefined {
  const marks: [number, 'body' | 'query' | 'response'][] = [
    [text.lastIndexOf('Request'), 'body'],
    [text.lastIndexOf('Query params'), 'query'],
    [text.lastIndexOf('Response'), 'response'],
  ]
  const [index, place] = marks.sort(([a], [b]) => b - a)[0]!
  return index >= 0 ? place : undefined
}
