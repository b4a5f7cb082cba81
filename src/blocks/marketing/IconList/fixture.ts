import type { IconListBlock } from '@/payload-types'

/** An icon list as an editor would set it up. */
export const iconListFixture: IconListBlock = {
  blockType: 'iconList',
  title: 'Helpful links',
  items: [
    { icon: 'wrench', label: 'Troubleshooting', link: '/resources/troubleshooting/heat-pumps' },
    { icon: 'shield', label: 'Warranty', link: '/customer-service' },
    { icon: 'leaf', label: 'Energy-saving tips' },
  ],
}
