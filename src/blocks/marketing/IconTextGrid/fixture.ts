import type { IconTextGridBlock } from '@/payload-types'

/** An icon-and-text grid as an editor would set it up, for tests and the demo pages. */
export const iconTextGridFixture: IconTextGridBlock = {
  blockType: 'iconTextGrid',
  title: 'How we can help',
  items: [
    {
      icon: 'wrench',
      title: 'Repairs',
      text: 'A local dealer diagnoses and fixes heating and cooling problems.',
    },
    {
      icon: 'shield',
      title: 'Warranty',
      text: 'Register within 60 days of installation for 10 years on parts.',
    },
    { icon: 'leaf', title: 'Efficiency', text: 'Ask about systems that lower your energy bills.' },
    { icon: 'dollar', title: 'Rebates', text: 'See the rebates and tax credits available where you live.' },
  ],
  cta: { label: 'Find a dealer', url: '/find-your-dealer/' },
}
