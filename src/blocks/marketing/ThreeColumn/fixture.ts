import type { ThreeColumnBlock } from '@/payload-types'

/** Three columns as an editor would set them up. */
export const threeColumnFixture: ThreeColumnBlock = {
  blockType: 'threeColumn',
  title: 'Three ways to stay comfortable',
  columns: [
    {
      title: 'Heat',
      text: 'Furnaces and heat pumps sized for your home keep every room even.',
      label: 'Compare furnaces',
      url: '/products/furnaces/',
    },
    { title: 'Cool', text: 'Two-stage air conditioners run longer at low speed, quietly.' },
    {
      title: 'Breathe',
      text: 'Filters and air cleaners catch dust and pollen before they reach you.',
      label: 'Indoor air quality',
      url: '/products/indoor-air-quality/',
    },
  ],
}
