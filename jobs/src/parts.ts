import { createReadStream } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { toJson } from '../../cli/csv'

/**
 * Part files: one per page of a job, `<parts>/<queue>/<job id>/<page>.ndjson`. A page is written
 * aside and renamed into place, so a part is whole or absent; a page read again (its worker died
 * before saving the position) writes the same name, so no item is ever there twice.
 */
export const jobFolder = (parts: string, queue: string, jobId: string) => join(parts, queue, jobId)

const partName = (page: number) => `${String(page).padStart(6, '0')}.ndjson`

export async function writePart(folder: string, page: number, items: readonly unknown[]): Promise<void> {
  await mkdir(folder, { recursive: true })
  const final = join(folder, partName(page))
  const aside = `${final}.${process.pid}.tmp`
  await writeFile(aside, items.map((item) => `${toJson(item)}\n`).join(''))
  await rename(aside, final)
}

/** The items of one part, in order. */
export async function* readPart(folder: string, page: number): AsyncGenerator<unknown> {
  const lines = createInterface({
    input: createReadStream(join(folder, partName(page))),
    crlfDelay: Infinity,
  })
  for await (const line of lines) if (line !== '') yield JSON.parse(line)
}
