import { describe, expect, it } from 'vitest'

import { pagedCsv, pagesCovering, type CsvPage } from './pagedCsv'

const pages =
  (texts: string[], log: string[] = []) =>
  async (index: number): Promise<CsvPage> => {
    log.push(`read ${index}`)
    return { text: texts[index] ?? '', last: index >= texts.length - 1 }
  }

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

describe('pagedCsv', () => {
  it('sends the prefix, then every page in order', async () => {
    const stream = await pagedCsv(pages(['1\r\n', '2\r\n', '3\r\n']), () => {}, 'n\r\n')
    expect(await read(stream)).toBe('n\r\n1\r\n2\r\n3\r\n')
  })

  it('reads the first page before it answers, and a later page only when the reader asks', async () => {
    const log: string[] = []
    const stream = await pagedCsv(pages(['1', '2', '3'], log), () => {})
    expect(log).toEqual(['read 0'])
    const reader = stream.getReader()
    await reader.read()
    await reader.read()
    expect(log).toEqual(['read 0', 'read 1'])
  })

  it('lets the event loop run between two pages', async () => {
    const log: string[] = []
    const stream = await pagedCsv(pages(['1', '2', '3'], log), () => {})
    setImmediate(() => log.push('another request'))
    await read(stream)
    expect(log).toEqual(['read 0', 'another request', 'read 1', 'read 2'])
  })

  it('rejects when the first page cannot be read, before any byte is sent', async () => {
    const refused = new Error('Forbidden')
    await expect(
      pagedCsv(
        () => Promise.reject(refused),
        () => {},
      ),
    ).rejects.toBe(refused)
  })

  it('ends the stream with the error of a later page, and reports it once', async () => {
    const reported: unknown[] = []
    const broken = new Error('database gone')
    const stream = await pagedCsv(
      (index) => (index === 0 ? Promise.resolve({ text: '1', last: false }) : Promise.reject(broken)),
      (error) => reported.push(error),
    )
    await expect(read(stream)).rejects.toBe(broken)
    expect(reported).toEqual([broken])
  })
})

describe('pagesCovering', () => {
  it('reads whole pages from the start when the rows start at a page', () => {
    expect([...pagesCovering(0, 1200, 500)]).toEqual([
      { page: 1, from: 0, to: 500, final: false },
      { page: 2, from: 0, to: 500, final: false },
      { page: 3, from: 0, to: 200, final: true },
    ])
  })

  it('keeps the part of the first and last page the rows cover', () => {
    expect([...pagesCovering(300, 300, 500)]).toEqual([
      { page: 1, from: 300, to: 500, final: false },
      { page: 2, from: 0, to: 100, final: true },
    ])
    expect([...pagesCovering(1000, 500, 500)]).toEqual([{ page: 3, from: 0, to: 500, final: true }])
  })

  it('goes on page after page when there is no end', () => {
    const reads = pagesCovering(0, Infinity, 500)
    expect([reads.next().value, reads.next().value]).toEqual([
      { page: 1, from: 0, to: 500, final: false },
      { page: 2, from: 0, to: 500, final: false },
    ])
  })

  it('reads nothing for no rows', () => {
    expect([...pagesCovering(700, 0, 500)]).toEqual([])
  })
})
