import { heading, list, paragraph } from './blocks'
import type { DemoPage } from './pages'

// Plain-language policy pages linked from every footer. The brand is fictional, and the pages say so.
const DEMO =
  'Alderline is a fictional brand. This website is a demonstration: no real products are sold through it and no real dealers are behind it.'

const privacy: DemoPage = {
  title: 'Privacy',
  path: '/privacy',
  seo: { description: 'What this demonstration site keeps about you, and why.' },
  layout: [
    heading('Privacy', 'h1'),
    paragraph(DEMO),
    heading('What we keep'),
    list([
      'The details you type into a form (such as your name, e-mail address, phone number and zip code) when you ask for a quote or sign up for news. They are stored in this site’s own database and used only to answer you.',
      'The zip code you search with when you look for a dealer. It is used to find dealers near you and is not linked to you.',
      'Your location only if your browser asks and you allow it, to fill in the nearest zip code. It is not stored.',
    ]),
    heading('What we do not do'),
    list([
      'We do not sell or share your details.',
      'We do not put personal details into web addresses or usage statistics.',
      'This site sets no advertising or tracking cookies. The dealer search keeps one random number for your visit in a cookie, so its results stay in the same order while you look; it ends when you close your browser. Staff who sign in to edit the site get a session cookie.',
    ]),
    heading('Your choices'),
    paragraph(
      'To see, correct or delete what you sent us, call customer care. Because this is a demonstration, anything sent through it may be deleted at any time.',
    ),
  ],
}

const terms: DemoPage = {
  title: 'Terms of use',
  path: '/terms',
  seo: { description: 'The terms for using this demonstration site.' },
  layout: [
    heading('Terms of use', 'h1'),
    paragraph(DEMO),
    list([
      'Models, prices, rebates, warranties, dealers and reviews shown here are sample data. Do not rely on them to buy, install or repair equipment.',
      'Nothing on this site is an offer, a quote or a warranty.',
      'You may look around, try the dealer search and send the demonstration forms. Please do not send real personal or payment details.',
      'Links to other websites are provided for convenience; we are not responsible for their content.',
    ]),
    paragraph('If anything here is unclear, call customer care.'),
  ],
}

const accessibility: DemoPage = {
  title: 'Accessibility',
  path: '/accessibility',
  seo: { description: 'How this site is built to work for everyone, and how to tell us when it does not.' },
  layout: [
    heading('Accessibility', 'h1'),
    paragraph(DEMO),
    paragraph(
      'We want everyone to be able to use this site, including people who use a keyboard, a screen reader, zoom or voice control. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
    ),
    heading('What we do'),
    list([
      'Every page can be used with a keyboard alone, starts with a link that skips to the main content, and shows clearly where the keyboard focus is.',
      'Text and controls have enough contrast, images that carry meaning have text alternatives, and videos come from players that offer captions.',
      'Each page is checked with automated accessibility tests before it is released.',
    ]),
    heading('Tell us about a problem'),
    paragraph(
      'If something on the site does not work for you, call customer care and tell us the page and what happened. We will help you get the information another way and fix the page.',
    ),
  ],
}

export const legalPages: DemoPage[] = [privacy, terms, accessibility]
