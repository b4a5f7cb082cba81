import type { ClosableBannerBlock, NeedHelpBannerBlock } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { heading, list, paragraph } from '../blocks'
import type { DemoPage } from '../pages'
import { maintenanceNav } from './maintenance'

const needHelp = (language: NeedHelpBannerBlock['language']): NeedHelpBannerBlock => ({
  blockType: 'needHelpBanner',
  language,
})

const springOffer = (): ClosableBannerBlock => ({
  blockType: 'closableBanner',
  text: 'Demo offer: book a spring tune-up with a participating dealer before May 31 and get a free filter.',
  linkLabel: 'Find a dealer',
  linkUrl: '/find-a-dealer/',
  tone: 'light',
  version: 1,
})

/**
 * The build-your-own-system page (spec §2), where the sticky calls to action lead. It shows the banners
 * and a page navigation that does not list this page, so its small-screen title reads 'Page not found'.
 */
export const buildYourOwnPage = (_images: DemoImages): DemoPage => ({
  title: 'Build your own system',
  path: '/resources/build-your-own-system',
  seo: { description: 'Choose equipment for your home and see what a new heating and cooling system costs.' },
  layout: [
    heading('Build your own system', 'h1'),
    springOffer(),
    paragraph(
      'Answer a few questions about your home and the comfort you want, and we will suggest a matched system with an estimated installed price. A local dealer confirms the price after a visit.',
    ),
    list(
      [
        'Tell us your zip code and the size of your home.',
        'Choose how you heat today: gas, oil, electric or a heat pump.',
        'Pick the features that matter to you: quiet running, efficiency, humidity control.',
        'Review the suggested system and ask a dealer for a quote.',
      ],
      true,
    ),
    heading('Looking after the system you have?'),
    maintenanceNav(),
    heading('Need help choosing?'),
    needHelp('en'),
    needHelp('es'),
    needHelp('fr'),
    paragraph(
      'Demo content: Alderline is a fictional brand; the offer, estimates and phone number on this page are sample data.',
    ),
  ],
})
