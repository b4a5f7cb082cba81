import type { HtmlBlock } from '@/payload-types'

/** Markup pasted by an editor: a short note with a link and a list, nothing the cleaner removes. */
export const htmlFixture: HtmlBlock = {
  blockType: 'html',
  html: [
    '<p>Rebates on qualifying heat pumps and furnaces change by utility and season. <a href="/rebates/">See the current rebates</a> or ask your dealer.</p>',
    '<ul><li>High-efficiency heat pumps</li><li>Variable-speed gas furnaces</li><li>Smart thermostats</li></ul>',
  ].join(''),
}
