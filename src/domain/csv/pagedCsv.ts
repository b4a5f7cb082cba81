/** One page of a CSV file: its lines as CSV text, and whether it is the last. */
export type CsvPage = { text: string; last: boolean }

/** Lets the process answer other requests between two pages (the SQLite driver reads synchronously). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A CSV file read a page at a time, as a stream of bytes. The first page is read before the stream exists, so a
 * query that fails is an answer and not a broken download; each later page only when the reader has taken the
 * previous one, after a turn of the event loop, so a long file never holds the server. A page that fails later
 * ends the stream and is reported once to `onFailure`.
 */
export async function pagedCsv(
  readPage: (index: number) => Promise<CsvPage>,
  onFailure: (error: unknown) => void,
  prefix = '',
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder()
  const first = await readPage(0)
  let index = 0
  let done = first.last
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(prefix + first.text))
        if (done) controller.close()
      },
      async pull(controller) {
        if (done) return
        await nextTurn()
        try {
          const page = await readPage(++index)
          done = page.last
          if (page.text) controller.enqueue(encoder.encode(page.text))
          if (done) controller.close()
        } catch (error) {
          done = true
          onFailure(error)
          controller.error(error)
        }
      },
    },
    // One page waits in the stream at most: the next is read only when the reader has taken it.
    { highWaterMark: 1 },
  )
}

/** One read of a page of `size` rows (1 is the first) and the part of it to keep, `from` up to `to`. */
export type PageRead = { page: number; from: number; to: number; final: boolean }

/**
 * The reads of pages of `size` rows that cover `count` rows from row `offset` (count may be Infinity): a file
 * can start and end anywhere in a page, while the database is read only in whole pages.
 */
export function* pagesCovering(offset: number, count: number, size: number): Generator<PageRead> {
  const end = offset + count
  for (let position = offset; position < end;) {
    const page = Math.floor(position / size) + 1
    const pageEnd = page * size
    yield {
      page,
      from: position - (page - 1) * size,
      to: Math.min(end, pageEnd) - (page - 1) * size,
      final: end <= pageEnd,
    }
    position = pageEnd
  }
}
