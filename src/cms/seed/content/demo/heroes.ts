import type { BasicBannerBlock, HeroBlock } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { heading, paragraph, separator } from '../blocks'
import type { DemoPage } from '../pages'

export const WHY_ALDERLINE_PATH = '/why-alderline'

type HeroContent = Omit<HeroBlock, 'blockType' | 'backgroundColor' | 'height' | 'titleLevel'> &
  Partial<Pick<HeroBlock, 'backgroundColor' | 'height' | 'titleLevel'>>

const hero = (content: HeroContent): HeroBlock => ({
  blockType: 'hero',
  titleLevel: 'h2',
  backgroundColor: 'dark',
  height: { mobile: 'medium', tablet: 'medium', desktop: 'tall' },
  removeContainer: true,
  ...content,
})

const banner: BasicBannerBlock = {
  blockType: 'basicBanner',
  title: 'Ready for a quieter, more efficient home?',
  text: 'A local Alderline dealer can visit, measure your home and recommend the right system for it.',
  buttonLabel: 'Find a dealer',
  buttonUrl: '/find-a-dealer/',
  backgroundColor: 'brand',
  removeContainer: false,
}

/**
 * "Why Alderline": the hero family on one page. A standard hero whose picture changes with the screen width
 * (a close-up on phones and tablets, the whole home from 1024 px), a wave hero, a video hero, a colour hero
 * and a basic banner. The video hero has no video files in the demo (none ship with it), so it shows its
 * still picture, as it does on phones.
 */
export const heroesPage = (images: DemoImages): DemoPage => ({
  title: 'Why Alderline',
  path: WHY_ALDERLINE_PATH,
  seo: { description: 'Quiet, efficient heating and cooling, built to last and installed by local dealers.' },
  layout: [
    hero({
      variant: 'image',
      titleLevel: 'h1',
      eyebrow: 'Why Alderline',
      title: 'Comfort built to last, installed by people you know',
      text: 'Heating and cooling systems designed to run quietly for years, fitted and looked after by an independent dealer near you.',
      buttons: [
        { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' },
        { label: 'Explore products', url: '/products', variant: 'outline' },
      ],
      imageSmall: images['slide-heat-pump'],
      imageMedium: images['slide-heat-pump'],
      imageLarge: images['hero-home-exterior'],
      imageXl: images['hero-home-exterior'],
      alt: 'Illustration of a family home with an outdoor heat pump unit beside it.',
    }),
    heading('Made to run quietly for years'),
    paragraph(
      'Every Alderline outdoor unit is built around an insulated cabinet and a swept-blade fan, so on most days you will hear the birds before you hear the system.',
      'Variable-speed models run longer at lower speeds, which keeps temperatures even from room to room and uses less energy than starting and stopping.',
    ),
    hero({
      variant: 'wave',
      eyebrow: 'Indoor comfort',
      title: 'Even temperatures in every room',
      text: 'Smart thermostats and matched indoor units keep the living room as comfortable as the bedrooms upstairs.',
      buttons: [
        {
          label: 'Smart thermostats',
          url: '/products/thermostat-controls/smart-thermostats/',
          variant: 'primary',
        },
      ],
      imageLarge: images['hero-living-room'],
      waveColor: 'white',
    }),
    paragraph(
      'Zoning lets each part of the home keep its own temperature, and the thermostat learns when you are home so the system rests when you are not.',
    ),
    hero({
      variant: 'video',
      eyebrow: 'Local dealers',
      title: 'Installed and serviced by trained technicians',
      text: 'Your dealer sizes the system to your home, installs it and comes back for seasonal maintenance.',
      imageLarge: images['hero-technician'],
      playOnPhones: false,
      showWave: true,
      waveColor: 'white',
      height: { mobile: 'compact', tablet: 'medium', desktop: 'tall' },
    }),
    paragraph(
      'A yearly check before the heating season keeps efficiency up and catches worn parts early. Most dealers offer maintenance plans that include filters and priority visits.',
    ),
    hero({
      variant: 'color',
      backgroundColor: 'light',
      removeContainer: false,
      eyebrow: 'Warranty',
      title: 'Register within 60 days for 10 years of parts coverage',
      text: 'Registered units get our registered limited warranty on parts; unregistered units keep the base limited warranty, usually 5 years.',
      buttons: [{ label: 'How the warranty works', url: '/warranty', variant: 'secondary' }],
      height: { mobile: 'compact', tablet: 'compact', desktop: 'compact' },
    }),
    banner,
    separator(),
    paragraph(
      'Demo content: Alderline is a fictional brand, the pictures are illustrations, and the figures on this page are sample data.',
    ),
  ],
})
