import type { ButtonsBlock } from '@/payload-types'

/** A row of calls to action, one of each variant, in the editor's order. */
export const buttonsFixture: ButtonsBlock = {
  blockType: 'buttons',
  alignment: 'left',
  buttons: [
    { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' },
    { label: 'See rebates', url: '/rebates/', variant: 'secondary' },
    { label: 'Compare heat pumps', url: '/products/heat-pumps/', variant: 'outline' },
  ],
}
