import type { Block } from 'payload'

import type { InnerBlocks } from '../../_core/defineBlock'
import { appearanceField } from '../../_core/shared/appearance'

/** A group holds the blocks placed in groups (leaf blocks only), which keeps the schema finite. */
export const Group = (inner: InnerBlocks): Block => ({
  slug: 'group',
  interfaceName: 'GroupBlock',
  labels: { singular: 'Group', plural: 'Groups' },
  admin: { group: 'Layout' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'direction',
          type: 'select',
          defaultValue: 'stack',
          required: true,
          options: [
            { label: 'Stack (one under another)', value: 'stack' },
            { label: 'Row (side by side)', value: 'row' },
          ],
        },
        {
          name: 'justification',
          type: 'select',
          defaultValue: 'start',
          required: true,
          admin: { description: 'Where items sit along the row, or across the stack.' },
          options: [
            { label: 'Start', value: 'start' },
            { label: 'Center', value: 'center' },
            { label: 'End', value: 'end' },
            { label: 'Space between', value: 'between' },
          ],
        },
        {
          name: 'alignment',
          type: 'select',
          defaultValue: 'stretch',
          required: true,
          admin: { description: 'How items line up across the row (top, middle, bottom).' },
          options: [
            { label: 'Stretch', value: 'stretch' },
            { label: 'Top / start', value: 'start' },
            { label: 'Center', value: 'center' },
            { label: 'Bottom / end', value: 'end' },
          ],
        },
        { name: 'wrap', type: 'checkbox', label: 'Wrap onto new lines', defaultValue: true },
      ],
    },
    {
      name: 'blocks',
      type: 'blocks',
      // Leaf blocks only: a group never holds columns or another group, which keeps the schema finite.
      blocks: inner.group,
      labels: { singular: 'Block', plural: 'Blocks' },
    },
    appearanceField(),
  ],
})
