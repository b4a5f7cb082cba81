import type { GlobalSliderBlock, QuoteSliderBlock, TabsSliderBlock } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { heading, paragraph } from '../blocks'
import type { DemoPage } from '../pages'

const whyAlderline = (images: DemoImages): TabsSliderBlock => ({
  blockType: 'tabsSlider',
  heading: 'Why choose Alderline?',
  auto_slide: '1',
  transition_delay: 6,
  show_arrows: true,
  tab_slide_repeater: [
    {
      tab_title: 'Tested before it ships',
      tab_details:
        'Every furnace, heat pump and air conditioner runs on a test stand at the factory, so the system your dealer installs has already proved itself.',
      button_link: { url: '/products', title: 'See our products' },
      image: images['slide-furnace'],
      image_mobile: images['card-ductless'],
    },
    {
      tab_title: 'Quiet, even comfort',
      tab_details:
        'Two-stage and variable-speed equipment runs longer at low speed, keeping every room at the same temperature without the roar of a full-power start.',
      button_link: { url: '/products/heat-pumps', title: 'Compare heat pumps' },
      image: images['slide-heat-pump'],
    },
    {
      tab_title: 'Dealers near you',
      tab_details:
        'Independent local dealers install, maintain and repair what they sell, and know the homes and the weather in your area.',
      button_link: { url: '/find-a-dealer', title: 'Find a dealer' },
      image: images['slide-thermostat'],
      image_mobile: images['card-family'],
    },
    {
      tab_title: 'Filters that last',
      tab_details:
        'Our whole-home media filter lasts up to 6 months and traps fine dust, pollen and pet dander.',
      image: images['slide-air-handler'],
      image_mobile: images['card-filter'],
    },
  ],
})

export const productLines = (images: DemoImages): GlobalSliderBlock => ({
  blockType: 'globalSlider',
  title: 'Our product lines',
  showTitle: true,
  slides: [
    {
      image: images['slide-furnace'],
      title: 'Gas furnaces',
      text: 'Up to 97% AFUE, with variable-speed blowers for quiet, even heat.',
      link: '/products/furnaces',
    },
    {
      image: images['slide-heat-pump'],
      title: 'Heat pumps',
      text: 'One system that heats in winter and cools in summer.',
      link: '/products/heat-pumps',
    },
    {
      image: images['slide-air-conditioner'],
      title: 'Air conditioners',
      text: 'Two-stage cooling that runs quietly on the hottest days.',
      link: '/products/air-conditioners',
    },
    {
      image: images['slide-thermostat'],
      title: 'Thermostats',
      text: 'Schedules, humidity control and alerts from your phone.',
    },
    {
      image: images['slide-air-handler'],
      title: 'Air handlers',
      text: 'Move conditioned air through your home with a matched indoor unit.',
    },
  ],
  options: {
    // Desktop moves by itself (a delay of 0 means every 10 seconds) inside a thin frame.
    desk: { active: true, automatic_transition: true, transition_delay: 0, wrapper_css: 'bordered' },
    // Phones stop at the first and last slide and show blue arrows.
    mobile: { active: true, infinite_loop: false, arrows: true, arrows_bg: 'brand', arrows_color: 'white' },
  },
})

const portrait = (n: 1 | 2 | 3, images: DemoImages) => images[`portrait-${n}`]

const homeownerStories = (images: DemoImages): QuoteSliderBlock => ({
  blockType: 'quoteSlider',
  title: 'Homeowner stories',
  showTitle: true,
  slides: [
    {
      sup_title: 'Heat pump owner',
      title: 'Quiet all winter',
      quote: 'We barely hear it running, and our winter bills came down by about a third.',
      author: 'Dana R., Columbus (demo)',
      image: portrait(1, images),
    },
    {
      sup_title: 'Gas furnace owner',
      title: 'Warm upstairs at last',
      quote: 'The bedrooms upstairs used to be cold every morning. Now the whole house stays even.',
      author: 'Luis M., Duluth (demo)',
      image: portrait(2, images),
    },
    {
      sup_title: 'Air conditioner owner',
      title: 'Installed in a day',
      quote: 'Our dealer took the old unit out and had the new one running before dinner.',
      author: 'Priya S., Austin (demo)',
      image: portrait(3, images),
    },
  ],
})

/** The about page: why the brand, its product lines and homeowners' stories, as the three carousels show them. */
export const carouselsPage = (images: DemoImages): DemoPage => ({
  title: 'About Alderline',
  path: '/about',
  seo: {
    description: 'Why homeowners choose Alderline heating and cooling, our product lines and their stories.',
  },
  layout: [
    heading('About Alderline', 'h1'),
    paragraph(
      'Alderline makes furnaces, heat pumps, air conditioners and the controls that tie them together, sold and installed by independent local dealers.',
    ),
    whyAlderline(images),
    productLines(images),
    homeownerStories(images),
    paragraph(
      'Demo content: Alderline is a fictional brand. The homeowners and their stories are invented, and the figures on this page are sample data.',
    ),
  ],
})
