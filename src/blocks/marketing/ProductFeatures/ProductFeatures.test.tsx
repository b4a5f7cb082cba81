// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ProductFeaturesComponent } from './Component'
import { productFeaturesFixture } from './fixture'

describe('ProductFeatures block', () => {
  it('lists the features with their titles and text beside the product picture', () => {
    render(<ProductFeaturesComponent {...productFeaturesFixture} />)
    const section = screen.getByRole('region', { name: 'Why the Alderline Platinum heat pump' })
    expect(within(section).getByText('Built for homes that want quiet comfort all year.')).toBeTruthy()
    const features = within(section).getAllByRole('listitem')
    expect(features.map((f) => within(f).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Up to 20 SEER2',
      'Quiet cooling',
      '10-year parts warranty',
    ])
    expect(within(features[1]!).getByText('As quiet as a library at low speed.')).toBeTruthy()
    expect(within(section).getByRole('img', { name: 'Alderline Platinum heat pump' })).toBeTruthy()
  })

  it('shows the features alone when there is no picture', () => {
    render(<ProductFeaturesComponent {...productFeaturesFixture} image={null} intro={null} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })
})
