import type { DemoImages } from '../../../media/imageKeys'
import { heading, paragraph, separator } from '../../blocks'
import type { DemoPage } from '../../pages'
import { richText } from '../../richText'
import { phoneCard, type Of } from './shared'

const tabs = (images: DemoImages): Of<'documentTabs'> => ({
  blockType: 'documentTabs',
  title: 'Owner documents and resources',
  tabs: [
    {
      tabName: 'Owner’s manuals',
      tabIntro:
        'Each Alderline unit comes with an owner’s manual. If yours is lost, your dealer can send a copy.',
      tabContent: richText(
        'Find your model number on the rating label first: on the side of the outdoor unit, or inside the furnace or air handler door. The model number tells your dealer exactly which manual you need.',
        'Keep the manual near the unit, with your installation invoice and warranty registration.',
      ),
    },
    {
      tabName: 'Resources',
      tabIntro: 'Short guides for looking after your system between dealer visits.',
      withSections: [
        {
          sectionTitle: 'Air filters',
          sectionId: 'air-filters',
          tabContent: richText(
            'Check the filter every month. Replace a standard 1-inch filter at least every three months, and more often with pets or in heavy use. Thicker media filters can last up to six months.',
          ),
        },
        {
          sectionTitle: 'Outdoor unit',
          sectionId: 'outdoor-unit',
          tabContent: richText(
            'Keep two feet of clear space around the outdoor unit. Rinse leaves and dust off the coil fins with a garden hose, gently and from the inside out, with the power off.',
          ),
        },
        {
          sectionTitle: 'Yearly check',
          sectionId: 'yearly-check',
          tabContent: richText(
            'Have a dealer check the system once a year: cooling in spring and heating in fall. A check keeps efficiency up and catches worn parts before they fail.',
          ),
        },
      ],
    },
    {
      tabName: 'Warranty',
      tabIntro:
        'Register within 60 days of installation for the registered limited warranty, usually 10 years on parts.',
      tabContent: richText(
        'Units that are not registered in time carry the base limited warranty, usually 5 years. Both cover parts but not labor. Read the full terms on the warranty page.',
      ),
    },
    {
      tabName: 'Labels',
      tabIntro: 'Where to find the labels your dealer and your warranty registration ask for.',
      imagesSection: [
        {
          imageTitle: 'Outdoor unit: rating label on the side panel',
          image: images['slide-air-conditioner'],
        },
        { imageTitle: 'Furnace: rating label inside the door', image: images['slide-furnace'] },
        {
          imageTitle: 'Air handler: rating label inside the access panel',
          image: images['slide-air-handler'],
        },
      ],
    },
  ],
})

const energyGuides: Of<'energyGuideDocuments'> = {
  blockType: 'energyGuideDocuments',
  title: 'Energy guides',
  intro:
    'The yellow EnergyGuide label of each model shows its efficiency and what it costs to run in a typical year. Demo documents from the product catalogue.',
  source: 'products',
  // No category: every residential category, each under its name (the catalogue is seeded after the pages).
  category: null,
}

/** /resources/documents: document tabs that open on Resources, and the energy guides from the product data. */
export const documentsPage = (images: DemoImages): DemoPage => ({
  title: 'Documents',
  path: '/resources/documents',
  seo: {
    title: 'Owner documents, resources and energy guides | Alderline',
    description:
      'Owner’s manuals, care guides, warranty information, label locations and the EnergyGuide label of every Alderline model.',
  },
  layout: [
    heading('Documents and resources', 'h1'),
    paragraph(
      'Everything you need to look after your Alderline system: manuals, simple care guides, warranty terms and the energy guide for each model.',
    ),
    tabs(images),
    energyGuides,
    heading('Can’t find a document?'),
    paragraph('Call us with your model and serial number and we will send it to you.'),
    phoneCard('We can send a manual, an energy guide or a warranty certificate by email.'),
    separator(),
    paragraph('Demo content: Alderline is a fictional brand and the documents on this page are samples.'),
  ],
})
