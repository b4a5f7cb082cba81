import type { CollectionBeforeChangeHook } from 'payload'

import { richTextReadingTime } from '../../../../domain/learn/readingTime'

/**
 * Works the reading time out from the text on every save (words / 200, rounded up, at least 1), so it can
 * never disagree with the text. An update that leaves the text alone keeps the stored text's figure.
 */
export const computeReadingTime: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const content: unknown = data.content !== undefined ? data.content : originalDoc?.content
  return { ...data, readingTime: richTextReadingTime(content) }
}
