import type { AirQualityCardsBlock } from '@/payload-types'

/** The three air-quality cards with the specification's figures (no images uploaded). */
export const airQualityCardsFixture: AirQualityCardsBlock = {
  blockType: 'airQualityCards',
  title: 'Products for cleaner, more comfortable air',
  airCleaner: {
    title: 'Whole-home air cleaner',
    text: 'Filters all the air your system moves.',
    link: '/products/indoor-air-quality/air-purification/',
    linkLabel: 'Learn more',
    particlesPercent: 99.98,
  },
  humidifier: {
    title: 'Whole-home humidifier',
    text: 'Adds moisture in dry winter air.',
    link: '/products/indoor-air-quality/humidity-control/',
    smallerHomeSqFt: 4200,
    largerHomeSqFt: 5000,
  },
  filter: {
    title: 'Pleated air filter',
    text: 'Catches dust before it reaches your equipment.',
    link: 'javascript:alert(1)',
    months: 6,
  },
}
