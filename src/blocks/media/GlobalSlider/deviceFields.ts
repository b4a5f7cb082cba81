import type { Field, SelectField } from 'payload'

import { DEFAULT_LOOK } from '../../../domain/carousel/look'
import { DEFAULT_CAROUSEL, MAX_SLIDES_PER_VIEW } from '../../../domain/carousel/settings'

type Device = 'desk' | 'tablet' | 'mobile'
const DEFAULTS = {
  desk: DEFAULT_CAROUSEL.desktop,
  tablet: DEFAULT_CAROUSEL.tablet,
  mobile: DEFAULT_CAROUSEL.mobile,
} as const

const COLOURS = [
  { label: 'White', value: 'white' },
  { label: 'Brand blue', value: 'brand' },
  { label: 'Deep blue', value: 'dark' },
  { label: 'Accent red', value: 'accent' },
]

const select = (
  name: string,
  label: string,
  options: SelectField['options'],
  defaultValue: string,
  description?: string,
) =>
  ({
    name,
    label,
    type: 'select',
    options,
    defaultValue,
    admin: { width: '33%', description },
  }) satisfies SelectField

const isActive = (_: unknown, siblings: { active?: unknown }) => Boolean(siblings?.active)

/** One device's carousel options (spec §3), folded away until the editor turns them on. */
export function deviceFields(name: Device, label: string, width: string): Field {
  const base = DEFAULTS[name]
  return {
    name,
    label,
    type: 'group',
    admin: { description: `Settings for ${width}. Leave “Use these settings” off to keep the defaults.` },
    fields: [
      { name: 'active', label: 'Use these settings', type: 'checkbox', defaultValue: false },
      {
        type: 'row',
        admin: { condition: isActive },
        fields: [
          {
            name: 'slides_per_view',
            label: 'Slides visible at once',
            type: 'number',
            min: 1,
            max: MAX_SLIDES_PER_VIEW,
            defaultValue: base.slidesPerView,
          },
          { name: 'arrows', label: 'Show arrows', type: 'checkbox', defaultValue: base.arrows },
          { name: 'dots_navigation', label: 'Show dots', type: 'checkbox', defaultValue: base.dots },
          {
            name: 'infinite_loop',
            label: 'Wrap around at the ends',
            type: 'checkbox',
            defaultValue: base.loop,
          },
          {
            name: 'automatic_transition',
            label: 'Move by itself',
            type: 'checkbox',
            defaultValue: base.autoplay,
            admin: {
              description:
                'Pauses under the pointer or keyboard focus; never for visitors who ask for less motion.',
            },
          },
          {
            name: 'transition_delay',
            label: 'Seconds between moves',
            type: 'number',
            min: 0,
            max: 60,
            defaultValue: 0,
            admin: { description: '0 means 10 seconds.' },
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: isActive },
        fields: [
          select('arrows_bg', 'Arrow button colour', COLOURS, DEFAULT_LOOK.arrowBg),
          select(
            'arrows_color',
            'Arrow colour',
            COLOURS,
            DEFAULT_LOOK.arrowColor,
            'On a coloured button the arrow is always white, so it stays readable.',
          ),
          select(
            'arrows_border',
            'Arrow border',
            [{ label: 'No border', value: 'none' }, ...COLOURS],
            DEFAULT_LOOK.arrowBorder,
          ),
          select('dots_colors', 'Dot colour', COLOURS.slice(1), DEFAULT_LOOK.dots),
          select(
            'transition_effect',
            'Transition',
            [
              { label: 'Slide', value: 'slide' },
              { label: 'Change at once', value: 'none' },
            ],
            DEFAULT_LOOK.effect,
          ),
          select(
            'wrapper_css',
            'Frame',
            [
              { label: 'None', value: 'none' },
              { label: 'Space around', value: 'padded' },
              { label: 'Space and a thin border', value: 'bordered' },
            ],
            DEFAULT_LOOK.wrapper,
          ),
        ],
      },
    ],
  }
}
