import type { TooltipContentBlock } from '@/payload-types'

/** Text with a tooltip as an editor would set it up. */
export const tooltipContentFixture: TooltipContentBlock = {
  blockType: 'tooltipContent',
  title: 'Reading an efficiency label',
  content:
    'Air conditioners are rated by SEER2. The higher the SEER2, the less electricity a summer of cooling uses.\n\nFurnaces are rated by AFUE instead.',
  term: 'SEER2',
  definition: 'Seasonal Energy Efficiency Ratio: cooling delivered per unit of electricity over a season.',
}
