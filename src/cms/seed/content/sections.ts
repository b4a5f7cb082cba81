import type { Payload } from 'payload'

import type { Page } from '../../../payload-types'
import { buttons, heading, paragraph } from './blocks'

const context = { disableRevalidate: true }

/** The troubleshooting pages end with the same invitation, placed by reference so it is edited once. */
const TUNE_UP_PAGES = '/resources/troubleshooting/'

/** Writes the demo reusable sections; gives back a function that places each on its pages. */
export async function seedSections(payload: Payload) {
  const tuneUp = await payload.create({
    collection: 'sections',
    context,
    data: {
      title: 'Yearly tune-up (end of troubleshooting pages)',
      blocks: [
        heading('Fewer breakdowns start with a yearly tune-up'),
        paragraph(
          'Most of the problems above are less likely when a dealer checks the system once a year: heating before ' +
            'winter, cooling before summer. A tune-up cleans the burners or coils, tests the safety controls, ' +
            'checks refrigerant and airflow, and finds worn parts before they fail on the coldest or hottest day.',
        ),
        buttons(
          { label: 'Find a dealer', url: '/find-a-dealer/' },
          { label: 'Maintenance tips', url: '/resources/maintenance-tips', variant: 'outline' },
        ),
      ],
    },
  })
  return (page: Pick<Page, 'path' | 'layout'>): Page['layout'] =>
    page.path.startsWith(TUNE_UP_PAGES)
      ? [...(page.layout ?? []), { blockType: 'reusableSection', section: tuneUp.id }]
      : page.layout
}
