import type { Page } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'

// The getting-started page's ways onward: resource links, system cards, four links and calls to action.
type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

export const iconList: Of<'iconList'> = {
  blockType: 'iconList',
  title: 'Helpful resources',
  items: [
    { icon: 'wrench', label: 'Troubleshooting', link: '/resources/troubleshooting' },
    { icon: 'thermometer', label: 'Maintenance tips', link: '/resources/maintenance-tips/air-conditioners/' },
    { icon: 'dollar', label: 'Leasing', link: '/pricing/leasing/' },
    { icon: 'phone', label: 'Customer service', link: '/customer-service' },
    { icon: 'leaf', label: 'Videos', link: '/resources/videos' },
    { icon: 'shield', label: 'Find a dealer', link: '/find-a-dealer/' },
  ],
}

export const linkCards = (images: DemoImages): Of<'linkCard'> => ({
  blockType: 'linkCard',
  title: 'Explore systems',
  cards: [
    { image: images['slide-furnace'], label: 'Furnaces', url: '/products/furnaces/' },
    { image: images['slide-heat-pump'], label: 'Heat pumps', url: '/products/heat-pumps/' },
    { image: images['slide-air-conditioner'], label: 'Air conditioners', url: '/products/air-conditioners/' },
    {
      image: images['slide-thermostat'],
      label: 'Thermostats',
      url: '/products/thermostat-controls/smart-thermostats/',
    },
  ],
})

export const fourLinks: Of<'fourLinks'> = {
  blockType: 'fourLinks',
  title: 'Where would you like to go next?',
  links: [
    { title: 'Find a dealer', link: '/find-a-dealer/' },
    { title: 'Leasing', link: '/pricing/leasing/' },
    { title: 'Maintenance tips', link: '/resources/maintenance-tips/air-conditioners/' },
    { title: 'Videos', link: '/resources/videos' },
  ],
}

export const ctaCards: Of<'ctaCards'> = {
  blockType: 'ctaCards',
  title: 'Ready for the next step?',
  cards: [
    {
      title: 'Get a quote',
      text: 'A local dealer visits, measures and prices a system for your home.',
      label: 'Find a dealer',
      url: '/find-a-dealer/',
    },
    {
      title: 'Spread the cost',
      text: 'Lease a system for one monthly payment, with maintenance included.',
      label: 'About leasing',
      url: '/pricing/leasing/',
    },
  ],
}
