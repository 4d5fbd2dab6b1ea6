/** A GitHub markdown table; the first row is the header. */
export function table(rows: readonly (readonly string[])[], align?: readonly ('l' | 'r')[]): string {
  const [head, ...body] = rows
  if (!head) return ''
  const rule = head.map((_, index) => (align?.[index] === 'r' ? '---:' : '---'))
  return [head, rule, ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}
