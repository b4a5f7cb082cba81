import { createLocalReq, type Payload } from 'payload'

import { WARRANTY_LOOKUP_URL, WARRANTY_REGISTRATION_URL } from '../../../blocks/_core/shared/warrantySites'
import { regionName } from '../../../domain/leads/regions'
import { storeSheet } from '../products/uploads'
import { DEMO_REBATE_PROGRAMS_PAGE, demoRebatePrograms, rebateProgramAnchor } from '../rebates/programs'
import type { SheetInput } from '../products/pdf'
import { buttons, heading, paragraph } from './blocks'
import type { DemoPage } from './pages'

/**
 * What a real brand's site links to elsewhere (its warranty portal, its video channel) and the warranty PDFs it
 * publishes. In this demonstration each such link leads to a page or document of the site itself, which says
 * what it stands for, so every link a visitor follows opens something.
 */

/** The demo page standing for the brand's video channel. */
export const DEMO_VIDEO_PAGE = '/demo/video'

const DEMO =
  'Alderline is a fictional brand and this site is a demonstration. A real brand’s site sends this button to a site of its own elsewhere; here it opens this page instead.'

const standIn = (
  title: string,
  path: string,
  text: string,
  back: { label: string; url: string },
): DemoPage => ({
  title,
  path,
  seo: { description: `${title}: a demonstration page.`, noIndex: true },
  layout: [
    heading(title, 'h1'),
    paragraph(DEMO),
    paragraph(text),
    buttons({ ...back, variant: 'secondary' }),
  ],
})

/** Where a demo program applies, as a sentence: 'New York (zips starting 100, 101)'. */
function programArea(region: (typeof demoRebatePrograms)[number]['region']): string {
  const states = (region.states ?? []).map((code) => regionName(code) ?? code).join(', ')
  const prefixes = region.zipPrefixes ?? []
  const codes = region.country === 'CA' ? 'postal codes' : 'zips'
  return prefixes.length > 0 ? `${states} (${codes} starting ${prefixes.join(', ')})` : states
}

/** The page each demo rebate program links to, one section per program, in place of the programs' own sites. */
const rebateProgramsPage: DemoPage = {
  title: 'Rebate programs (demo)',
  path: DEMO_REBATE_PROGRAMS_PAGE,
  seo: { description: 'Rebate programs (demo): a demonstration page.', noIndex: true },
  layout: [
    heading('Rebate programs (demo)', 'h1'),
    paragraph(DEMO),
    paragraph(
      'The rebate programs of this demonstration are fictional. A real program’s link leads to the utility’s or government’s own page, with its terms and application form.',
    ),
    ...demoRebatePrograms.flatMap((program) => [
      heading(program.name, 'h2', { anchor: rebateProgramAnchor(program.name) }),
      paragraph(
        `${program.amountLabel} for ${program.productCategory.replace(/-/g, ' ')} in ${programArea(program.region)}${
          program.endDate ? `, ended ${program.endDate.slice(0, 10)}` : ''
        }.`,
      ),
    ]),
    buttons({ label: 'Back to rebates', url: '/rebates', variant: 'secondary' }),
  ],
}

export const outsideSitePages: DemoPage[] = [
  rebateProgramsPage,
  standIn(
    'Warranty registration (demo)',
    WARRANTY_REGISTRATION_URL,
    'On the brand’s warranty portal a homeowner registers a new system with its serial number, installation date, installed address and dealer’s name, within 60 days of installation for the registered limited warranty.',
    { label: 'Back to the warranty page', url: '/warranty' },
  ),
  standIn(
    'Warranty lookup (demo)',
    WARRANTY_LOOKUP_URL,
    'On the brand’s warranty portal a homeowner types a serial number to see which warranty covers the equipment and until when.',
    { label: 'Back to the warranty page', url: '/warranty' },
  ),
  standIn(
    'Video (demo)',
    DEMO_VIDEO_PAGE,
    'The brand’s video channel would play this video. The videos on the Videos page of this site play right there.',
    { label: 'Go to the videos', url: '/resources/videos' },
  ),
]

/** A warranty PDF of the demo library: its file name and what it shows. */
type WarrantyDocument = { filename: string; sheet: SheetInput }

const warrantySheet = (
  title: string,
  family: string,
  intro: string,
  rows: SheetInput['rows'],
): SheetInput => ({
  brand: 'Alderline',
  title,
  kind: 'Limited warranty',
  family,
  category: 'Warranty',
  intro,
  rows,
})

export const WARRANTY_DOCUMENTS: WarrantyDocument[] = [
  {
    filename: 'residential-limited-warranty.pdf',
    sheet: warrantySheet(
      'Residential limited warranty',
      'Residential systems',
      'Furnaces, air conditioners, heat pumps, air handlers and coils installed in a home. Sample terms of a fictional brand.',
      [
        ['Base limited warranty', '5 years on parts'],
        ['Registered limited warranty', '10 years on parts, when registered within 60 days of installation'],
        ['Heat exchanger (gas furnaces)', '20 years, registered'],
        ['Labor', 'Not covered; your dealer charges for diagnosis and replacement'],
      ],
    ),
  },
  {
    filename: 'ductless-limited-warranty.pdf',
    sheet: warrantySheet(
      'Ductless systems limited warranty',
      'Ductless systems',
      'Single-zone and multi-zone ductless heat pumps and their indoor units. Sample terms of a fictional brand.',
      [
        ['Base limited warranty', '5 years on parts'],
        ['Registered limited warranty', '10 years on parts and compressor, when registered within 60 days'],
        ['Labor', 'Not covered'],
      ],
    ),
  },
  {
    filename: 'light-commercial-warranty.pdf',
    sheet: warrantySheet(
      'Light commercial limited warranty',
      'Light commercial',
      'Packaged rooftop units and split systems installed in shops, offices and restaurants. Sample terms of a fictional brand.',
      [
        ['Parts', '1 year'],
        ['Compressor', '5 years'],
        ['Heat exchanger', '10 years'],
        ['Labor', 'Not covered'],
      ],
    ),
  },
  {
    filename: 'serial-number-instructions.pdf',
    sheet: {
      brand: 'Alderline',
      title: 'Where to find the serial number',
      kind: 'How-to',
      family: 'Every system',
      category: 'Warranty',
      intro:
        'The serial number is printed on the rating plate of each unit. You need it to register a new system or to look up a warranty.',
      rows: [
        ['Outdoor units', 'On the rating plate on the side panel, near the electrical connections'],
        ['Furnaces and air handlers', 'Inside the lower door, on the rating plate'],
        ['Ductless indoor units', 'Under the front cover, on the right side'],
      ],
    },
  },
]

/** The address the site serves a stored document at. */
export const documentAddress = (filename: string) => `/api/documents/file/${filename}`

/** Stores the demo warranty PDFs in the Documents library. */
export async function seedWarrantyDocuments(payload: Payload): Promise<void> {
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  for (const { filename, sheet } of WARRANTY_DOCUMENTS) await storeSheet(req, filename, sheet)
}
