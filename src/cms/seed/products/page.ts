import type { PayloadRequest } from 'payload'

import type { Page } from '../../../payload-types'
import { heading, paragraph } from '../content/blocks'

/** Where the demo dealer resources page lives (spec §2: the dealer resources area). */
export const DEALER_RESOURCES_PATH = '/resources/dealer-resources'

type DealerResourcesBlock = Extract<NonNullable<Page['layout']>[number], { blockType: 'dealerResources' }>

export function dealerResourcesBlock(families: number[], imageProducts: number[]): DealerResourcesBlock {
  return {
    blockType: 'dealerResources',
    title: 'Documents and images',
    intro:
      'Sell sheets for your customers, installation manuals and product data for your crews, and images for your own materials.',
    families,
    imageProducts,
  }
}

/**
 * The demo dealer resources page, holding the catalogue's families and products. Written once: an existing
 * page at the path (an editor's own, or one they changed) is left alone.
 */
export async function seedDealerResourcesPage(
  req: PayloadRequest,
  families: number[],
  imageProducts: number[],
): Promise<boolean> {
  const path = { equals: DEALER_RESOURCES_PATH }
  const existing = await req.payload.count({ collection: 'pages', where: { path }, req })
  if (existing.totalDocs > 0) return false
  await req.payload.create({
    collection: 'pages',
    req,
    data: {
      title: 'Dealer resources',
      path: DEALER_RESOURCES_PATH,
      _status: 'published',
      seo: { description: 'Sell sheets, technical documents and product images for Alderline dealers.' },
      layout: [
        heading('Dealer resources', 'h1'),
        paragraph(
          'Everything an independent Alderline dealer needs to quote, install and promote our systems, in one place.',
        ),
        dealerResourcesBlock(families, imageProducts),
        paragraph(
          'Demo content: Alderline is a fictional brand; every document and image here is a generated sample.',
        ),
      ],
    },
  })
  return true
}
