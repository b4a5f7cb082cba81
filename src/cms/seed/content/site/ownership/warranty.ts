import type { DemoImages } from '../../../media/imageKeys'
import { documentAddress } from '../../outsideSites'
import type { DemoPage } from '../../pages'
import { warrantyPage as basePage } from '../../demo/warranty'
import { warrantyTypesBlock } from './pricing'
import { phoneCard, type Of } from './shared'

const documents: Of<'warrantyDocuments'> = {
  blockType: 'warrantyDocuments',
  title: 'Warranty documents',
  intro:
    'The full terms of each warranty, to read before you register or keep with your records. Demo documents.',
  items: [
    {
      fileLink: documentAddress('residential-limited-warranty.pdf'),
      fileTitle: 'Residential limited warranty',
    },
    {
      fileLink: documentAddress('ductless-limited-warranty.pdf'),
      fileTitle: 'Ductless systems limited warranty',
    },
    {
      fileLink: documentAddress('light-commercial-warranty.pdf'),
      fileTitle: 'Light commercial limited warranty',
    },
    {
      fileLink: documentAddress('serial-number-instructions.pdf'),
      fileTitle: 'Where to find the serial number',
    },
  ],
}

/**
 * /warranty (replaces demo/warranty.ts, whose every block stays in place for tests/e2e/warranty.spec.ts): the
 * types of warranties right under the hero, then the warranty documents and the phone card before the demo note.
 */
export const warrantyPage = (images: DemoImages): DemoPage => {
  const base = basePage(images)
  const layout = [...(base.layout ?? [])]
  const hero = layout.findIndex((b) => b.blockType === 'warrantyHero')
  layout.splice(hero + 1, 0, warrantyTypesBlock)
  // Before the closing separator and demo note.
  const end = layout.findLastIndex((b) => b.blockType === 'separator')
  layout.splice(
    end === -1 ? layout.length : end,
    0,
    documents,
    phoneCard('Questions about your warranty or registering a unit? Our customer service team can help.'),
  )
  return {
    ...base,
    seo: {
      title: 'Alderline warranty: types, registration and documents',
      description:
        base.seo?.description ??
        'Alderline base, registered and extended warranties: what they cover and how to register.',
    },
    layout,
  }
}
