import type { Page } from '../../../../../payload-types'
import { richText } from '../../richText'

type LayoutBlock = NonNullable<Page['layout']>[number]
export type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

export const faqList = (title: string, items: [question: string, ...answer: string[]][]): Of<'faqList'> => ({
  blockType: 'faqList',
  title,
  structuredData: true,
  items: items.map(([question, ...answer]) => ({ question, answer: richText(...answer) })),
})

/** The customer service phone card; the number and hours come from Site settings. */
export const phoneCard = (text: string): Of<'customerServicePhoneCard'> => ({
  blockType: 'customerServicePhoneCard',
  title: 'Call customer service',
  text,
})
