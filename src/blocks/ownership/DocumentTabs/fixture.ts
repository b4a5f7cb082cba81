import type { DocumentTabsBlock, Media } from '@/payload-types'

import { richText } from '../../../cms/seed/content/richText'

const at = '2026-11-24T00:00:00.000Z'

const picture: Media = {
  id: 4,
  alt: 'Label on the side of an outdoor unit',
  filename: 'label.png',
  mimeType: 'image/png',
  width: 800,
  height: 600,
  url: '/api/media/file/label.png',
  updatedAt: at,
  createdAt: at,
}

/** Three document tabs; Resources is the second, so the block must open on it rather than the first. */
export const documentTabsFixture: DocumentTabsBlock = {
  blockType: 'documentTabs',
  title: 'Owner documents',
  tabs: [
    {
      tabName: 'Manuals',
      tabIntro: 'Owner’s manuals for every current model.',
      tabContent: richText('Look up your model number on the unit’s label first.'),
    },
    {
      tabName: 'Resources',
      tabIntro: 'Guides that help you get the most from your system.',
      withSections: [
        {
          sectionTitle: 'Filters',
          sectionId: 'filters',
          tabContent: richText('Check your filter every month.'),
        },
        { sectionTitle: 'Thermostats', tabContent: richText('Set back 7 to 10 degrees while you sleep.') },
      ],
    },
    {
      tabName: 'Labels',
      imagesSection: [
        { imageTitle: 'Where the model number is', image: picture },
        { imageTitle: 'Not filled in', image: 9 },
      ],
    },
  ],
}
