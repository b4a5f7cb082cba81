/** Word lists for the fictional demo network. Invented words keep names clearly not real businesses. */

export const NAME_STEMS = [
  'Quorrin',
  'Tallowmere',
  'Brindle',
  'Vexford',
  'Amberlight',
  'Corvane',
  'Dunmarrow',
  'Elsworthy',
  'Fennick',
  'Glimmerton',
  'Harrowgate',
  'Islemont',
  'Jessamy',
  'Kestrelby',
  'Larkspire',
  'Mirewood',
  'Northvale',
  'Orrinford',
  'Pellgrave',
  'Quillby',
  'Ravensmoor',
  'Sablecrest',
  'Thistledown',
  'Umberlee',
  'Valewick',
  'Wrenfield',
  'Yarrowby',
  'Zephyrine',
  'Copperleaf',
  'Frostmere',
  'Hearthwell',
  'Oakhollow',
  'Stillwater Nook',
  'Brightwick',
  'Cindervale',
  'Driftmoor',
  'Emberfold',
  'Foxmarrow',
  'Greywillow',
  'Hollowmere',
] as const

export const NAME_SUFFIXES = [
  'HVAC',
  'Comfort Co.',
  'Climate Pros',
  'Air',
  'Mechanical',
  'Heating & Air',
] as const

/** Long suffixes give some names over 24 characters, which change the card layout (spec §9). */
export const LONG_NAME_SUFFIXES = [
  'Heating & Cooling',
  'Comfort Systems & Mechanical Services',
  'Home Comfort Heating, Cooling & Indoor Air Quality',
  'Air Conditioning & Furnace Repair',
] as const

export const STREETS = [
  'Lanternfly',
  'Quarrystone',
  'Bellwether',
  'Juniper Crest',
  'Millrace',
  'Saddlehorn',
  'Tinder',
  'Wickerbay',
] as const
export const STREET_KINDS = ['St', 'Ave', 'Rd', 'Blvd', 'Way', 'Ln'] as const

/** Invented first names for review authors, shown as "Name X." */
export const AUTHOR_NAMES = [
  'Avelin',
  'Brisco',
  'Corran',
  'Delphy',
  'Elowen',
  'Faro',
  'Gemmaly',
  'Halvard',
  'Ilsabet',
  'Jorvin',
  'Kestra',
  'Lorcan',
  'Maelis',
  'Norrin',
  'Odessa',
  'Perrin',
  'Quenna',
  'Rowsel',
  'Sabrine',
  'Tavrin',
  'Ulla',
  'Vesper',
  'Wynn',
  'Xandra',
  'Yorrick',
  'Zelie',
] as const

export const REVIEW_OPENINGS = ['Demo review:', 'Sample review (fictional):', 'Demo feedback:'] as const

export const REVIEW_BODIES: Record<'good' | 'mixed' | 'poor', readonly string[]> = {
  good: [
    'The technician arrived on time and had our furnace running within the hour.',
    'Clear quote, tidy install, and the new heat pump is much quieter than the old unit.',
    'They explained every option without pressure and finished the job a day early.',
    'Friendly crew, fair price, and they followed up a week later to check on us.',
  ],
  mixed: [
    'Good work in the end, though scheduling took a few phone calls.',
    'The repair held up, but the first visit missed the real problem.',
  ],
  poor: [
    'The appointment was moved twice and the invoice was higher than the estimate.',
    'The system works now, but communication could have been much better.',
  ],
}

export const OWNER_RESPONSES = [
  'Thank you for the kind words! We are glad you are comfortable at home again.',
  'We appreciate the feedback and have shared it with our scheduling team.',
  'Thanks for choosing us. Please call the office if anything else comes up.',
] as const
