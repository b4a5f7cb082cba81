import type { Block, SelectField } from 'payload'

import type { InnerBlocks } from '../../_core/defineBlock'
import { appearanceField } from '../../_core/shared/appearance'
import { COLUMN_PRESETS, DEFAULT_COLUMN_PRESET } from './presets'

const SPANS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const

/** One breakpoint's width in twelfths; empty means "same as the next smaller screen". */
function widthField(name: string, label: string, defaultValue?: string): SelectField {
  return {
    name,
    type: 'select',
    label,
    defaultValue,
    required: name === 'mobile',
    options: SPANS.map((span) => ({ label: `${span}/12`, value: span })),
    admin: { width: '16%', isClearable: name !== 'mobile' },
  }
}

/** A column holds the blocks placed in columns: the leaf blocks and a group, never another columns block. */
export const Columns = (inner: InnerBlocks): Block => ({
  slug: 'columns',
  interfaceName: 'ColumnsBlock',
  labels: { singular: 'Columns', plural: 'Columns' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'preset',
      label: 'Layout',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_COLUMN_PRESET,
      options: [
        ...Object.entries(COLUMN_PRESETS).map(([value, { label }]) => ({ label, value })),
        { label: 'Custom widths per column', value: 'custom' },
      ],
      admin: {
        description:
          'How the columns share the row from tablets up; on phones they stack. Choose Custom to set each column’s width.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'verticalAlignment',
          type: 'select',
          defaultValue: 'top',
          required: true,
          options: [
            { label: 'Top', value: 'top' },
            { label: 'Center', value: 'center' },
            { label: 'Bottom', value: 'bottom' },
            { label: 'Stretch to equal height', value: 'stretch' },
          ],
        },
        {
          name: 'gap',
          type: 'select',
          defaultValue: 'medium',
          required: true,
          options: [
            { label: 'None', value: 'none' },
            { label: 'Small', value: 'small' },
            { label: 'Medium', value: 'medium' },
            { label: 'Large', value: 'large' },
          ],
        },
      ],
    },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      labels: { singular: 'Column', plural: 'Columns' },
      fields: [
        {
          name: 'widths',
          type: 'group',
          interfaceName: 'ColumnWidths',
          admin: {
            description:
              'Width in twelfths of the row per screen size (12/12 = full width). Empty = same as the smaller size.',
            // Only a custom layout sets widths column by column; a preset sets them all.
            condition: (_data, _siblingData, { blockData }) => blockData?.preset === 'custom',
          },
          fields: [
            {
              type: 'row',
              fields: [
                widthField('mobile', 'Mobile', '12'),
                widthField('small', 'Small (640 px)'),
                widthField('medium', 'Medium (768 px)'),
                widthField('large', 'Large (1024 px)'),
                widthField('xlarge', 'X-large (1280 px)'),
                widthField('xxlarge', '2X-large (1536 px)'),
              ],
            },
          ],
        },
        {
          name: 'blocks',
          type: 'blocks',
          blocks: inner.column,
          labels: { singular: 'Block', plural: 'Blocks' },
        },
      ],
    },
    appearanceField(),
  ],
})
