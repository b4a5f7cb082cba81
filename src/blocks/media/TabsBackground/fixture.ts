import type { TabsBackgroundBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'

/** Tabs with a background as an editor would set them up: typed lines in one tab, items added one by one in the other. */
export const tabsBackgroundFixture: TabsBackgroundBlock = {
  blockType: 'tabsBackground',
  section_title: 'Keep your system under warranty',
  tabs: [
    {
      tab_title: 'Air conditioners',
      tab_items:
        'Keep the outdoor unit clear of leaves\nReplace the filter every three months\nCheck the refrigerant charge [pro]',
      image: fixtureMedia('An air conditioner beside a house', { id: 1, url: '/api/media/file/ac.jpg' }),
    },
    {
      tab_title: 'Furnaces',
      items: [
        { item: 'Keep the area around the furnace clear', pro: false },
        { item: 'Inspect the heat exchanger', pro: true },
      ],
      image: fixtureMedia('A furnace in a basement', { id: 2, url: '/api/media/file/furnace.jpg' }),
    },
  ],
}
