import type {
  AccordionBlock,
  WarrantyHeroBlock,
  WarrantyModalButtonBlock,
  WarrantySites,
} from '../../../../payload-types'
import { WARRANTY_LOOKUP_URL, WARRANTY_REGISTRATION_URL } from '../../../../blocks/_core/shared/warrantySites'
import type { DemoImages } from '../../media/imageKeys'
import { heading, paragraph, separator } from '../blocks'
import { documentAddress } from '../outsideSites'
import type { DemoPage } from '../pages'
import { richText } from '../richText'
import { beforeYouRegister, care, comparison } from './warrantyCare'

const SITES: WarrantySites = {
  registrationUrl: WARRANTY_REGISTRATION_URL,
  lookupUrl: WARRANTY_LOOKUP_URL,
  serialHelpUrl: documentAddress('serial-number-instructions.pdf'),
}

const closed = { mobile: false, tablet: false, desktop: false }

const hero = (images: DemoImages): WarrantyHeroBlock => ({
  blockType: 'warrantyHero',
  title: 'Alderline warranty',
  text: 'Register a new system within 60 days of installation for our longest coverage, or look up the warranty on the equipment you already own.',
  registerLabel: 'Register new product',
  lookupLabel: 'Look up an existing warranty',
  alignment: 'left',
  halfWidth: true,
  backgroundImage: images['hero-home-exterior'],
  sites: SITES,
})

// Spec §9 warranty copy.
const questions: AccordionBlock = {
  blockType: 'accordion',
  title: 'Warranty questions',
  removeBorders: false,
  shadow: false,
  items: [
    {
      heading: 'What is the base limited warranty?',
      body: richText(
        'The base limited warranty applies to units that were never registered, or were registered more than 60 days after installation.',
        'It usually lasts 5 years and covers parts, not labor.',
      ),
      openOn: closed,
    },
    {
      heading: 'What is the registered limited warranty?',
      body: richText(
        'Register your unit within 60 days of installation and the registered limited warranty applies instead. It usually lasts 10 years on parts.',
        'Use the “Register new product” button at the top of this page; you need the serial number, the installation date, the installed address and the dealer’s name.',
      ),
      openOn: { mobile: false, tablet: true, desktop: true },
    },
    {
      heading: 'Does the warranty pay for labor?',
      body: richText(
        'No. Both the base and the registered limited warranty cover parts but not labor. Your dealer charges for the time it takes to diagnose and replace a part.',
      ),
      openOn: closed,
    },
    {
      heading: 'Can I extend my coverage?',
      body: richText(
        'Yes. Many dealers sell an optional extended warranty that can include labor. Ask your dealer what it covers and for how long before you buy it.',
      ),
      linkLabel: 'Find a dealer',
      linkUrl: '/find-a-dealer/',
      openOn: closed,
    },
  ],
}

const lookupButton: WarrantyModalButtonBlock = {
  blockType: 'warrantyModalButton',
  dialog: 'lookup',
  label: 'Check a warranty',
  variant: 'secondary',
  alignment: 'left',
  sites: SITES,
}

/** The warranty page: the warranty hero and button, the accordion, expandable cards, a data table and tabs. */
export const warrantyPage = (images: DemoImages): DemoPage => ({
  title: 'Warranty',
  path: '/warranty',
  seo: {
    description: 'Alderline base, registered and extended warranties: what they cover and how to register.',
  },
  layout: [
    hero(images),
    questions,
    comparison,
    beforeYouRegister,
    heading('Already registered?'),
    paragraph('Look up the warranty on a unit you own with its serial number.'),
    lookupButton,
    care(images),
    separator(),
    paragraph(
      'Demo content: Alderline is a fictional brand. The warranty terms, links and sites on this page are samples, not a real warranty.',
    ),
  ],
})
