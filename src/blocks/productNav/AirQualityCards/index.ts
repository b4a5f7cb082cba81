import { defineBlock } from '../../_core/defineBlock'

import { AirQualityCardsComponent } from './Component'
import { AirQualityCards } from './config'

export const airQualityCards = defineBlock({
  type: 'airQualityCards',
  config: AirQualityCards,
  Component: AirQualityCardsComponent,
  catalogue: {
    description: 'Cards for the indoor-air-quality products.',
    sketch: 'cards',
    keywords: ['iaq', 'air purifier', 'filters', 'humidifier', 'cards'],
  },
  places: ['page'],
})
