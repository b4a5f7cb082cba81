import * as z from '../../zod'

/**
 * What a dealer page's JSON-LD must be, checked at run time (the types of schema-dts hold the builder at
 * compile time; this holds what reaches the page): schema.org HVACBusiness as Google's LocalBusiness
 * guidelines ask, and the BreadcrumbList beside it.
 */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const day = z.enum(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
    (d) => `https://schema.org/${d}`,
  ) as [string, ...string[]],
)

export const hvacBusinessSchema = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('HVACBusiness'),
  '@id': z.url(),
  name: z.string().min(1),
  url: z.url(),
  address: z.strictObject({
    '@type': z.literal('PostalAddress'),
    streetAddress: z.string().min(1).optional(),
    addressLocality: z.string().min(1),
    addressRegion: z.string().regex(/^[A-Z]{2}$/),
    postalCode: z.string().min(3),
    addressCountry: z.enum(['US', 'CA']),
  }),
  geo: z
    .strictObject({
      '@type': z.literal('GeoCoordinates'),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .optional(),
  telephone: z
    .string()
    .regex(/^\+1-\d{3}-\d{3}-\d{4}$/)
    .optional(),
  openingHoursSpecification: z
    .array(
      z.strictObject({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.array(day).min(1),
        opens: time,
        closes: time,
      }),
    )
    .optional(),
  aggregateRating: z
    .strictObject({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
      bestRating: z.literal(5),
      worstRating: z.literal(1),
    })
    .optional(),
  sameAs: z.array(z.url()).optional(),
})

export const breadcrumbListSchema = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.strictObject({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: z.url(),
      }),
    )
    .min(1),
})
