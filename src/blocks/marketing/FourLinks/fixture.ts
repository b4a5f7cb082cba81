import type { FourLinksBlock } from '@/payload-types'

/** A four-links block as an editor would set it up. */
export const fourLinksFixture: FourLinksBlock = {
  blockType: 'fourLinks',
  title: 'Where would you like to start?',
  links: [
    { title: 'Find a dealer', link: '/find-a-dealer/' },
    { title: 'Troubleshooting', link: '/resources/troubleshooting/heat-pumps' },
    { title: 'Maintenance tips', link: '/resources/maintenance-tips/air-conditioners/' },
    { title: 'Leasing', link: '/pricing/leasing/' },
  ],
}
