import type { Block, Field, SelectField } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { PRODUCT_TYPES } from '../../../domain/productContent/comparison'

const typeOptions = PRODUCT_TYPES.map((type) => ({ label: type, value: type }))

const menuLabel = (n: number): SelectField => ({
  name: `menu_label_${n}`,
  label: `Menu item ${n}`,
  type: 'select',
  options: typeOptions,
  admin: { width: '33%' },
})

const text = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { description },
})

/**
 * Product comparison (spec §3, §4, §9): a menu of product types and, for the type chosen, a table of its
 * products with a row for each kind of data at least one of them has.
 */
export const ProductComparison: Block = {
  slug: 'productComparison',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'prod_cmp',
  interfaceName: 'ProductComparisonBlock',
  labels: { singular: 'Product comparison', plural: 'Product comparisons' },
  admin: { group: 'Products' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Compare models',
      admin: { description: 'The heading above the comparison.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence or two under the heading.' },
    },
    {
      type: 'collapsible',
      label: 'Menu of product types',
      admin: {
        description:
          'The product types visitors can switch between, in this order. Empty items are skipped. Air Conditioner is shown first when it is on the menu, otherwise the first item. With no item chosen, the menu lists the types of the products below.',
      },
      fields: [
        { type: 'row', fields: [menuLabel(1), menuLabel(2), menuLabel(3)] },
        { type: 'row', fields: [menuLabel(4), menuLabel(5), menuLabel(6)] },
        { type: 'row', fields: [menuLabel(7)] },
      ],
    },
    {
      name: 'entries',
      type: 'array',
      dbName: 'entries',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Product', plural: 'Products' },
      admin: {
        description:
          'The products, shown under their type in this order. A row appears only when at least one product of the type shown has a value for it.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product_type',
              label: 'Product type',
              type: 'select',
              required: true,
              options: typeOptions,
              admin: { width: '33%' },
            },
            { name: 'product_name', label: 'Product name', type: 'text', required: true },
          ],
        },
        // Optional: the product's page, picked or typed.
        { type: 'row', fields: pageOrUrlFields({ pageName: 'product_page', urlName: 'product_link' }) },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional picture of the unit. The product name beside it names it.' },
        },
        {
          type: 'row',
          fields: [
            text(
              'installment_cost',
              'Installation costs',
              'Relative price, e.g. “$$”. The toggle explains what it includes.',
            ),
            text('cooling_strength', 'Cooling strength', 'e.g. “1.5 to 5 tons”.'),
            text('stages', 'Stages', 'e.g. “Two-stage”.'),
          ],
        },
        {
          type: 'row',
          fields: [
            text('fuel_type', 'Fuel type', 'e.g. “Natural gas or propane”.'),
            text('speeds', 'Speeds', 'Blower or compressor speeds, e.g. “Variable”.'),
            {
              name: 'noise_level',
              label: 'Noise level (dB)',
              type: 'number',
              min: 0,
              max: 140,
              admin: {
                description: 'Decibels; shown against the noise scale (40 library to 80 garbage disposal).',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            text('comfort_link_communication', 'ComfortLink II communication', 'e.g. “Yes” or “No”.'),
            text('energy_savings', 'Energy savings', 'Compared against a 10 SEER unit, e.g. “Up to 37%”.'),
            {
              name: 'energy_star_qualified',
              label: 'ENERGY STAR qualified',
              type: 'select',
              options: [
                { label: 'Yes', value: 'Yes' },
                { label: 'No', value: 'No' },
              ],
              admin: { description: 'Empty: the row is left out unless another product has a value.' },
            },
          ],
        },
        text(
          'efficiency',
          'Efficiency rating',
          'Shown as SEER for air conditioners, AFUE for furnaces and HSPF for heat pumps, e.g. “Up to 16”.',
        ),
      ],
    },
    appearanceField(),
  ],
}
