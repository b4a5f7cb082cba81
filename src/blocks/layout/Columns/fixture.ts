import type { ColumnsBlock } from '@/payload-types'

import { faqAnswer } from '../../_core/shared/richText/fixture'

/** Two equal columns, each with a heading, a paragraph and a button. */
export const columnsFixture: ColumnsBlock = {
  blockType: 'columns',
  preset: 'halves',
  verticalAlignment: 'top',
  gap: 'medium',
  columns: [
    {
      blocks: [
        { blockType: 'heading', text: 'Heat pumps', level: 'h3' },
        {
          blockType: 'paragraph',
          content: faqAnswer('Heating and cooling in one system, with rebates on high-efficiency models.'),
        },
        {
          blockType: 'buttons',
          buttons: [{ label: 'Compare heat pumps', url: '/products/heat-pumps/', variant: 'primary' }],
        },
      ],
    },
    {
      blocks: [
        { blockType: 'heading', text: 'Furnaces', level: 'h3' },
        {
          blockType: 'paragraph',
          content: faqAnswer('Steady, quiet warmth through the coldest winters, from gas or oil.'),
        },
        {
          blockType: 'buttons',
          buttons: [{ label: 'Compare furnaces', url: '/products/furnaces/', variant: 'secondary' }],
        },
      ],
    },
  ],
}
