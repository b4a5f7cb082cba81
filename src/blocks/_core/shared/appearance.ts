import type { Field } from 'payload'

import { validateImageUrl } from '../../../domain/url'
import { colourBandOptions } from './colourBands'
import { upgradeToHttps } from './fields'

/** The spec's padding scale (Tailwind spacing steps, 1 step = 4 px). */
export const PADDING_SCALE = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32'] as const

/** Keeps only characters that can form plain class names, so editor input cannot inject markup or CSS. */
export function cleanClassName(value: string | null | undefined): string {
  if (!value) return ''
  return value
    .replace(/[^A-Za-z0-9_\- ]/g, '')
    .split(' ')
    .filter(Boolean)
    .join(' ')
}

/**
 * The shared "Appearance" settings of every block, folded away by default so editors see the
 * content fields first. Data lives under `appearance` (generated type `BlockAppearance`).
 */
export function appearanceField(): Field {
  return {
    type: 'collapsible',
    label: 'Appearance',
    admin: { initCollapsed: true },
    fields: [
      {
        name: 'appearance',
        type: 'group',
        label: false,
        interfaceName: 'BlockAppearance',
        admin: { hideGutter: true },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'backgroundColor',
                type: 'select',
                defaultValue: 'none',
                admin: { description: 'Brand colours only; the text colour follows to keep it readable.' },
                options: [
                  { label: 'None', value: 'none' },
                  ...colourBandOptions('white', 'light', 'brand', 'dark'),
                ],
              },
              {
                name: 'padding',
                type: 'select',
                options: PADDING_SCALE.map((step) => ({
                  label: `${step} (${Number(step) * 4} px)`,
                  value: step,
                })),
              },
              {
                name: 'shadow',
                type: 'select',
                defaultValue: 'none',
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
            name: 'bgImageUrl',
            type: 'text',
            label: 'Background image address',
            admin: {
              description:
                'Optional. http:// is changed to https://. With Brand blue or Deep blue the image is tinted so white text stays readable.',
            },
            hooks: { beforeValidate: [upgradeToHttps] },
            validate: validateImageUrl,
          },
          {
            name: 'className',
            type: 'text',
            label: 'Extra CSS classes',
            admin: { description: 'For developers. Letters, digits, dashes, underscores and spaces only.' },
            hooks: {
              beforeValidate: [({ value }) => (typeof value === 'string' ? cleanClassName(value) : value)],
            },
          },
        ],
      },
    ],
  }
}
