import type { CommercialResourceTabsBlock } from '@/payload-types'

/** Light commercial resources in three tabs. */
export const commercialResourceTabsFixture: CommercialResourceTabsBlock = {
  blockType: 'commercialResourceTabs',
  id: 'fixture',
  title: 'Light commercial resources',
  intro: 'Guides for shops, offices and restaurants.',
  minTons: 3,
  maxTons: 25,
  tabs: [
    {
      label: 'Product guides',
      intro: 'What each unit does.',
      links: [
        { label: 'Rooftop units', url: '/products/light-commercial/#rooftop', description: 'Demo guide.' },
      ],
    },
    {
      label: 'Planning',
      links: [
        { label: 'Find a dealer', url: '/find-a-dealer/' },
        { label: 'Bad', url: 'javascript:alert(1)' },
      ],
    },
    { label: 'Service', intro: 'Keep units running.' },
  ],
}
