import type { HeroBlock, Media } from '@/payload-types'

/** A stored hero picture with the sizes Payload makes of it (none wider than the original). */
export const heroMedia = (id: number, name: string, alt: string, width = 1920, height = 900): Media => ({
  id,
  alt,
  filename: `${name}.webp`,
  url: `/api/media/file/${name}.webp`,
  width,
  height,
  // Payload makes no size wider than the original.
  sizes: Object.fromEntries(
    (
      [
        ['small', 480],
        ['medium', 960],
        ['large', 1440],
        ['xl', 2400],
      ] as const
    ).map(([size, w]) => [
      size,
      w < width
        ? { url: `/api/media/file/${name}-${w}.webp`, width: w, height: Math.round((w * height) / width) }
        : { url: null, width: null, height: null },
    ]),
  ),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

export const homePicture = heroMedia(
  1,
  'home',
  'Illustration of a family home with an outdoor unit beside it.',
)
export const closeUpPicture = heroMedia(
  2,
  'heat-pump',
  'Illustration of a heat pump beside a home.',
  1200,
  800,
)

/** A standard hero as an editor would set it up: a close-up on phones and tablets, the whole home above. */
export const heroFixture: HeroBlock = {
  blockType: 'hero',
  variant: 'image',
  eyebrow: 'Heat pumps',
  titleLevel: 'h1',
  title: 'Comfort in every season',
  text: 'One quiet system that heats in winter and cools in summer.',
  buttons: [
    { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' },
    { label: 'Compare heat pumps', url: '/products/heat-pumps/', variant: 'outline' },
  ],
  imageSmall: closeUpPicture,
  imageMedium: closeUpPicture,
  imageLarge: homePicture,
  alt: 'Illustration of a family home with a heat pump beside it.',
  backgroundColor: 'dark',
  height: { mobile: 'medium', tablet: 'medium', desktop: 'tall' },
  removeContainer: true,
}
