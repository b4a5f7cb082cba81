import type { Page } from '../../../payload-types'
import { heading, paragraph } from '../content/blocks'

type DemoPage = Pick<Page, 'title' | 'path' | 'seo' | 'layout'>
type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

/** The rebate savings block as the demo page shows it: the carousel of more dealers on. */
export const rebateSavingsBlock: Of<'rebateSavings'> = {
  blockType: 'rebateSavings',
  title: 'Find rebates in your area',
  intro:
    'Enter your zip or postal code to see the largest rebate for your area and the programs that offer it.',
  hide_slider: '0',
}

export const rebatesPage: DemoPage = {
  title: 'Rebates and tax credits',
  path: '/rebates',
  seo: {
    description:
      'Rebates and tax credits for heat pumps, air conditioners and furnaces in your area, and a local dealer to help you claim them.',
  },
  layout: [
    heading('Rebates and tax credits', 'h1'),
    paragraph(
      'Utilities, states and provinces pay homeowners to install efficient heating and cooling. See what your area offers, then ask a local dealer to help you claim it.',
    ),
    rebateSavingsBlock,
    paragraph(
      'Demo content: the rebate programs shown are fictional, with invented names and amounts; their links lead to example pages.',
    ),
  ],
}
