import type { HeroBlock } from '../../../../../payload-types'
import { MAINTENANCE_PATH, TROUBLESHOOTING_PATH } from '../../../../../domain/guidance/guides'
import type { DemoImages } from '../../../media/imageKeys'
import { buttons, heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { maintenanceGrid } from './maintenance'
import { DEMO_NOTE, troubleshootingGrid } from './troubleshooting'

const hero = (
  title: string,
  text: string,
  image: number,
  alt: string,
  button: { label: string; url: string },
): HeroBlock => ({
  blockType: 'hero',
  variant: 'image',
  titleLevel: 'h1',
  title,
  text,
  buttons: [{ label: button.label, url: button.url, variant: 'primary' }],
  imageSmall: image,
  imageLarge: image,
  alt,
  backgroundColor: 'dark',
  height: { mobile: 'compact', tablet: 'medium', desktop: 'medium' },
  removeContainer: true,
})

/** /resources/troubleshooting: where to start when a system misbehaves, with a card per system. */
export const troubleshootingIndexPage = (images: DemoImages): DemoPage => ({
  title: 'Troubleshooting',
  path: TROUBLESHOOTING_PATH,
  seo: {
    title: 'Troubleshooting',
    description:
      'Safe checks to try before you call for service, for every kind of heating and cooling system.',
  },
  layout: [
    hero(
      'Troubleshooting your heating and cooling',
      'Many problems have a simple cause you can check yourself in a few minutes. Choose your system to see what to look at first.',
      images['hero-technician'],
      'Illustration of a service technician in a cap, carrying a red toolbox, standing beside an outdoor unit at a home.',
      { label: 'Find a dealer', url: '/find-a-dealer/' },
    ),
    heading('Before you start'),
    list([
      'Check the thermostat: the right mode (Heat or Cool), a setting a few degrees past the room temperature, and fresh batteries.',
      'Check the breakers and the service switches of the indoor and outdoor units. Reset a tripped breaker once only.',
      'Check the air filter: a clogged filter causes more problems than anything else.',
      'Switch the system off before you open any filter door, and never remove electrical or service panels.',
      'If you smell gas, leave the house and call your gas utility or 911 from outside. If a carbon monoxide alarm sounds, get everyone outside and call 911.',
    ]),
    troubleshootingGrid('Choose your system'),
    heading('Prevent problems'),
    paragraph(
      'Most breakdowns start as small things a tune-up catches: a weak part, a clogged drain, a dirty coil. A yearly visit from a dealer, and a fresh filter, keep a system running for longer.',
    ),
    buttons(
      { label: 'Maintenance tips', url: MAINTENANCE_PATH, variant: 'primary' },
      { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'outline' },
    ),
    paragraph(DEMO_NOTE),
  ],
})

/** /resources/maintenance-tips: the care each system needs, with a card per maintenance page. */
export const maintenanceIndexPage = (images: DemoImages): DemoPage => ({
  title: 'Maintenance tips',
  path: MAINTENANCE_PATH,
  seo: {
    title: 'Maintenance tips',
    description:
      'Simple, season-by-season care that keeps a heating and cooling system efficient and reliable.',
  },
  layout: [
    hero(
      'Maintenance tips',
      'A few minutes of care each season keeps your system quiet, efficient and reliable. Choose your system to see what to do and when.',
      images['hero-outdoor-units'],
      'Illustration of three outdoor air conditioning units in a row on a concrete pad beside the wall of a house.',
      { label: 'Change your filter', url: `${MAINTENANCE_PATH}/clean-or-change-filter` },
    ),
    maintenanceGrid('Choose your system'),
    heading('What you can do, and what a dealer does'),
    paragraph(
      'You can change filters, keep the outdoor unit clear and watch for water, ice and unusual noises. A dealer checks the refrigerant, the burners, the electrical parts and the venting, which need training and tools. Book a tune-up once a year for each system, or twice a year for a heat pump, which works in every season.',
    ),
    buttons(
      { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' },
      { label: 'Troubleshooting', url: TROUBLESHOOTING_PATH, variant: 'outline' },
    ),
    paragraph(DEMO_NOTE),
  ],
})
