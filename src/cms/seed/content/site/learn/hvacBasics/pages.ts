import type { HvacBasicsNavBlock, Page, RelatedArticlesBlock } from '../../../../../../payload-types'
import type { DemoImages } from '../../../../media/imageKeys'
import { heading, list, paragraph } from '../../../blocks'
import type { DemoPage } from '../../../pages'
import { homeArticles } from './articlesHome'
import { systemArticles } from './articlesSystems'
import { type Article, HVAC_BASICS_PATH } from './types'

type LayoutBlock = NonNullable<Page['layout']>[number]

const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand; its prices and warranty terms on this page are sample data.'

/** The thirteen articles in reading order: what the equipment is, then how it is rated, sized and chosen. */
export const HVAC_BASICS_ARTICLES: readonly Article[] = [
  systemArticles[0]!, // how a heat pump works
  homeArticles[0]!, // SEER2 and ratings
  systemArticles[1]!, // AFUE
  homeArticles[1]!, // sizing
  systemArticles[2]!, // stages
  homeArticles[2]!, // ductwork
  homeArticles[3]!, // thermostats
  homeArticles[4]!, // indoor air quality
  systemArticles[3]!, // heat pump or furnace
  systemArticles[4]!, // dual fuel
  systemArticles[5]!, // ductless
  systemArticles[6]!, // refrigerants
  homeArticles[5]!, // when to replace
]

export const articlePath = (slug: string): string => `${HVAC_BASICS_PATH}/${slug}`

/** The navigation every HVAC-basics page carries: the overview, then each article. */
export const hvacBasicsNav = (title = 'More HVAC basics'): HvacBasicsNavBlock => ({
  blockType: 'hvacBasicsNav',
  title,
  label: 'HVAC basics',
  items: [
    { label: 'HVAC basics overview', url: HVAC_BASICS_PATH },
    ...HVAC_BASICS_ARTICLES.map((a) => ({ label: a.label, url: articlePath(a.slug) })),
  ],
})

const relatedArticles = (category: Article['related'], title = 'Related articles'): RelatedArticlesBlock => ({
  blockType: 'relatedArticles',
  title,
  source: 'latest',
  category,
  limit: 3,
})

function articleBlocks(article: Article): LayoutBlock[] {
  const blocks: LayoutBlock[] = [heading(article.title, 'h1'), paragraph(...article.intro)]
  for (const section of article.sections) {
    blocks.push(heading(section.heading, 'h2'))
    if (section.text.length) blocks.push(paragraph(...section.text))
    if (section.list?.length) blocks.push(list(section.list))
  }
  blocks.push(heading('What to ask your dealer', 'h2'), list(article.ask))
  if (article.demoNote) blocks.push(paragraph(DEMO_NOTE))
  blocks.push(hvacBasicsNav(), relatedArticles(article.related))
  return blocks
}

/** One article page at /resources/getting-started/hvac-basics/{slug}. */
export const articlePage =
  (article: Article) =>
  (_images: DemoImages): DemoPage => ({
    title: article.title,
    path: articlePath(article.slug),
    seo: { title: `${article.title} | HVAC basics`, description: article.description },
    layout: articleBlocks(article),
  })

/** /resources/getting-started/hvac-basics: where to start, and the list of articles. */
export const hvacBasicsIndexPage = (images: DemoImages): DemoPage => ({
  title: 'HVAC basics',
  path: HVAC_BASICS_PATH,
  seo: {
    title: 'HVAC basics: how home heating and cooling works',
    description:
      'Short, plain guides to heat pumps, furnaces, efficiency ratings, sizing, ducts, thermostats and indoor air quality.',
  },
  layout: [
    {
      blockType: 'hero',
      variant: 'image',
      titleLevel: 'h1',
      title: 'HVAC basics',
      text: 'How home heating and cooling works, what the numbers mean and what to ask a dealer, in thirteen short guides.',
      buttons: [
        { label: 'Start with heat pumps', url: articlePath('how-a-heat-pump-works'), variant: 'primary' },
      ],
      imageSmall: images['slide-heat-pump'],
      imageLarge: images['hero-outdoor-units'],
      alt: 'Illustration of outdoor heating and cooling units beside a home.',
      backgroundColor: 'dark',
      height: { mobile: 'medium', tablet: 'medium', desktop: 'medium' },
      removeContainer: true,
    },
    paragraph(
      'Whether your system has just stopped working or you are planning ahead, a little background makes every conversation with a dealer easier. Each guide explains one topic in a few minutes and ends with questions worth asking.',
    ),
    heading('Where to begin', 'h2'),
    list([
      'New to it all: start with how a heat pump works and what SEER2 and AFUE ratings mean.',
      'Planning a replacement: read sizing a system, heat pump or furnace, and when to replace your system.',
      'Comfort problems at home: see ductwork basics, thermostat basics and single-stage, two-stage and variable-speed systems.',
    ]),
    hvacBasicsNav('All HVAC basics guides'),
    relatedArticles(null, 'From the blog'),
  ],
})

/** The overview and the thirteen articles. */
export const hvacBasicsPages: ((images: DemoImages) => DemoPage)[] = [
  hvacBasicsIndexPage,
  ...HVAC_BASICS_ARTICLES.map(articlePage),
]
