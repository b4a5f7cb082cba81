import type { PageNavBlock } from '@/payload-types'

/** The maintenance-tips navigation, as on the demo pages. */
export const pageNavFixture: PageNavBlock = {
  blockType: 'pageNav',
  label: 'Maintenance tips',
  items: [
    { label: 'Air conditioners', url: '/resources/maintenance-tips/air-conditioners/' },
    { label: 'Gas furnaces', url: '/resources/maintenance-tips/gas-furnaces/' },
    { label: 'Heat pumps', url: '/resources/maintenance-tips/heat-pumps/' },
  ],
}
