import type { Field } from 'payload'

import { HERO_HEIGHT_LABELS, HERO_HEIGHTS } from '../../../domain/hero/heights'
import { hasWave, type HeroVariant, showsPicture } from '../../../domain/hero/variants'
import { safeImageUrl } from '../../../domain/url'
import { colourBandOptions } from '../../_core/shared/colourBands'
import { upgradeToHttps } from '../../_core/shared/fields'

type Sibling = { variant?: HeroVariant | null; showWave?: boolean | null }
const withPicture = (_: unknown, sibling: Sibling) => showsPicture(sibling.variant ?? 'image')
const isVideo = (_: unknown, sibling: Sibling) => sibling.variant === 'video'
const withWave = (_: unknown, sibling: Sibling) => hasWave(sibling.variant ?? 'image', sibling.showWave)

const picture = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  admin: { condition: withPicture, description },
})

/** The background pictures, one per screen size; an empty size uses the nearest filled one. */
export const pictureFields: Field[] = [
  {
    type: 'row',
    fields: [
      picture('imageSmall', 'Phones', 'Under 640 px wide. A taller crop works best.'),
      picture('imageMedium', 'Tablets', '640 to 1023 px wide.'),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        ...picture('imageLarge', 'Laptops', '1024 to 1439 px wide. Needed: the other sizes fall back to it.'),
        required: true,
      } as Field,
      picture('imageXl', 'Large screens', '1440 px and wider. At least 1920 px wide for sharp results.'),
    ],
  },
  {
    name: 'alt',
    label: 'What the pictures show',
    type: 'text',
    admin: {
      condition: withPicture,
      description:
        'Read to people who cannot see the picture. Empty: the description stored with the laptop picture.',
    },
  },
]

const VIDEO_RULE = 'Use a full https:// address of a video file, or a site path such as /videos/hero.mp4.'
const videoFile = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { condition: isVideo, description },
  hooks: { beforeValidate: [upgradeToHttps] },
  // The same rule as image addresses: https or a path on this site.
  validate: (value: string | null | undefined) => (!value || safeImageUrl(value) ? true : VIDEO_RULE),
})

/** The video hero's files (muted, looping MP4 or WebM) and its options. */
export const videoFields: Field[] = [
  {
    type: 'row',
    fields: [
      videoFile('videoSmall', 'Video for phones', 'Plays under 640 px only when “Play on phones” is on.'),
      videoFile('videoMedium', 'Video for tablets', '640 to 1023 px wide.'),
      videoFile('videoLarge', 'Video for larger screens', '1024 px and wider.'),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'playOnPhones',
        type: 'checkbox',
        label: 'Play on phones',
        defaultValue: false,
        admin: { condition: isVideo, description: 'Off: phones show the still picture and save the data.' },
      },
      {
        name: 'showWave',
        type: 'checkbox',
        label: 'Wave at the bottom',
        defaultValue: false,
        admin: { condition: isVideo },
      },
    ],
  },
]

/** Colours, wave, heights and width: how the hero sits on the page. */
export const layoutFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'backgroundColor',
        type: 'select',
        defaultValue: 'dark',
        required: true,
        admin: {
          description: 'The colour band of a colour hero; behind a picture it shows until the picture loads.',
        },
        options: colourBandOptions('dark', 'brand', 'light', 'white'),
      },
      {
        name: 'waveColor',
        type: 'select',
        defaultValue: 'white',
        required: true,
        admin: { condition: withWave, description: 'Match the section below the hero.' },
        options: colourBandOptions('white', 'light', 'brand', 'dark'),
      },
    ],
  },
  {
    name: 'height',
    type: 'group',
    label: 'Height',
    admin: { description: 'The least height per device; longer text makes the hero taller.' },
    fields: [
      {
        type: 'row',
        fields: (['mobile', 'tablet', 'desktop'] as const).map((device) => ({
          name: device,
          type: 'select' as const,
          defaultValue: device === 'desktop' ? 'tall' : 'medium',
          required: true,
          options: HERO_HEIGHTS.map((value) => ({ label: HERO_HEIGHT_LABELS[value], value })),
        })),
      },
    ],
  },
  {
    name: 'removeContainer',
    type: 'checkbox',
    label: 'Full window width (remove the container)',
    defaultValue: false,
    admin: { description: 'Off: the hero lines up with the page’s content, with rounded corners.' },
  },
]
