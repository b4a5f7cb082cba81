import type { HvacBasicsNavBlock } from '@/payload-types'

/** An HVAC basics navigation as an editor would set it up, for tests. */
export const hvacBasicsNavFixture: HvacBasicsNavBlock = {
  blockType: 'hvacBasicsNav',
  title: 'More HVAC basics',
  label: 'HVAC basics',
  items: [
    { id: 'a', label: 'Overview', url: '/resources/getting-started/hvac-basics' },
    {
      id: 'b',
      label: 'How a heat pump works',
      url: '/resources/getting-started/hvac-basics/how-a-heat-pump-works',
    },
    { id: 'c', label: 'Sizing a system', url: '/resources/getting-started/hvac-basics/sizing-a-system/' },
  ],
}
