import type { Page } from '../../../payload-types'

type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

/** The home page's two-step contact form, with the way to customer service for other visitors. */
export const homeContactForm: Of<'homeContactForm'> = {
  blockType: 'homeContactForm',
  intro: 'Tell us what you need, and your local Alderline dealer will get in touch.',
  offerOtherVisitors: true,
  appearance: { backgroundColor: 'light', padding: '12' },
}

/** A newsletter sign-up for the home page. */
export const newsletterSignup: Of<'newsletter'> = {
  blockType: 'newsletter',
  heading: 'Get comfort tips and offers',
  text: 'Seasonal maintenance reminders and rebates in your area, about once a month.',
}
