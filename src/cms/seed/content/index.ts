import type { Payload } from 'payload'

import { seedDemoImages } from '../media/demoImages'
import type { DemoImages } from '../media/imageKeys'
import { contentDemoPages } from './demo'
import { legalPages } from './legalPages'
import { seedSections } from './sections'
import { demoPages, type DemoPage } from './pages'
import { outsideSitePages, seedWarrantyDocuments } from './outsideSites'
import { siteDemoPages } from './site'
import { allTranslatedDemoContent } from './translations'
import { seedPosts } from './site/learn/posts'
import { postContent } from './site/learn/postContent'

const context = { disableRevalidate: true }

/** One page per path, in first-seen order; a later page with a path seen before replaces the earlier one. */
function byPath(pages: DemoPage[]): DemoPage[] {
  const byPathMap = new Map<string, DemoPage>()
  for (const page of pages) byPathMap.set(page.path, page)
  return [...byPathMap.values()]
}

/** Demo pages, navigation and site settings, written once into an empty site. */
export async function seedContent(payload: Payload): Promise<string> {
  const { totalDocs } = await payload.count({ collection: 'pages' })
  if (totalDocs > 0) return `Content: ${totalDocs} pages present, nothing seeded`

  const images = await seedDemoImages(payload)
  await seedWarrantyDocuments(payload)
  const posts = await seedPosts(payload, images)
  const pages = byPath([
    ...demoPages(images),
    ...contentDemoPages.map((page) => page(images)),
    ...legalPages,
    ...siteDemoPages.map((page) => page(images)),
    ...outsideSitePages,
  ])
  const withSections = await seedSections(payload)
  for (const page of pages) {
    const layout = withSections(page)
    await payload.create({ collection: 'pages', data: { ...page, layout, _status: 'published' }, context })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    context,
    data: {
      brandName: 'Alderline',
      brandCode: 'ALD',
      sourceTag: 'ALDWEB',
      customerServicePhone: '1-800-555-0142',
      supportHours: [{ line: 'Mon-Fri 8am-6pm CST' }],
      infoEndpointMarkers: [{ marker: 'utm_medium=info' }],
    },
  })
  await payload.updateGlobal({
    slug: 'header',
    context,
    data: {
      navItems: [
        { label: 'Products', url: '/products' },
        { label: 'Furnaces', url: '/products/furnaces' },
        { label: 'Air conditioners', url: '/products/air-conditioners' },
        { label: 'Heat pumps', url: '/products/heat-pumps' },
        { label: 'Find a dealer', url: '/find-a-dealer' },
        {
          label: 'Resources',
          children: [
            { label: 'Troubleshooting', url: '/resources/troubleshooting' },
            { label: 'Maintenance tips', url: '/resources/maintenance-tips' },
            { label: 'HVAC basics', url: '/resources/getting-started/hvac-basics' },
            { label: 'Videos', url: '/resources/videos' },
            { label: 'Documents', url: '/resources/documents' },
          ],
        },
      ],
      cta: { label: 'Call customer care', url: 'tel:18005550142' },
    },
  })
  await payload.updateGlobal({
    slug: 'footer',
    context,
    data: {
      columns: [
        {
          heading: 'Products',
          links: [
            { label: 'All products', url: '/products' },
            { label: 'Air conditioners', url: '/products/air-conditioners' },
            { label: 'Furnaces', url: '/products/furnaces' },
            { label: 'Heat pumps', url: '/products/heat-pumps' },
            { label: 'Air handlers', url: '/products/air-handlers' },
            { label: 'Coils', url: '/products/coils' },
            { label: 'Smart thermostats', url: '/products/thermostat-controls/smart-thermostats' },
            { label: 'Zoning', url: '/products/zoning' },
            { label: 'Packaged systems', url: '/products/packaged-system/gas-electric-packaged-systems' },
            { label: 'Ductless systems', url: '/products/ductless/single-zone' },
            { label: 'Indoor air quality', url: '/products/indoor-air-quality' },
            { label: 'Light commercial', url: '/products/light-commercial' },
          ],
        },
        {
          heading: 'Support',
          links: [
            { label: 'Troubleshooting', url: '/resources/troubleshooting' },
            { label: 'Heat pump troubleshooting', url: '/resources/troubleshooting/heat-pumps' },
            { label: 'Maintenance tips', url: '/resources/maintenance-tips' },
            { label: 'HVAC basics', url: '/resources/getting-started/hvac-basics' },
            { label: 'Getting started', url: '/resources/getting-started' },
            { label: 'Blog', url: '/blog' },
            { label: 'Home app', url: '/resources/home-app' },
            { label: 'Documents', url: '/resources/documents' },
            { label: 'Videos', url: '/resources/videos' },
            { label: 'Customer service', url: '/customer-service' },
            { label: 'Dealer resources', url: '/resources/dealer-resources' },
            { label: 'Call 1-800-555-0142', url: 'tel:18005550142' },
          ],
        },
        {
          heading: 'Owning a system',
          links: [
            { label: 'Find a dealer', url: '/find-a-dealer' },
            { label: 'Pricing guide', url: '/pricing' },
            { label: 'Leasing', url: '/pricing/leasing' },
            { label: 'Rebates', url: '/rebates' },
            { label: 'Tax credits', url: '/resources/tax-credits' },
            { label: 'Warranty', url: '/warranty' },
            { label: 'Build your own system', url: '/resources/build-your-own-system' },
          ],
        },
        {
          heading: 'About this site',
          links: [
            { label: 'About Alderline', url: '/about' },
            { label: 'Why Alderline', url: '/why-alderline' },
            { label: 'Privacy', url: '/privacy' },
            { label: 'Terms of use', url: '/terms' },
            { label: 'Accessibility', url: '/accessibility' },
          ],
        },
      ],
      legal:
        'Demo site: Alderline is a fictional brand and all products, prices, dealers and reviews shown are sample data.',
    },
  })
  const translated = await seedTranslations(payload, images)
  return `Content: ${pages.length} demo pages, header, footer and site settings seeded; ${posts}; ${translated}`
}

/**
 * The demo content's Spanish and French: nine pages (their titles, addresses, SEO and blocks in that language),
 * two blog posts (title, slug, excerpt and text) and the header, footer and support hours' texts, written over
 * the English content just seeded.
 */
async function seedTranslations(payload: Payload, images: DemoImages): Promise<string> {
  let pages = 0
  let posts = 0
  for (const content of allTranslatedDemoContent({ images })) {
    const { locale } = content
    for (const page of content.pages) {
      const { docs } = await payload.find({
        collection: 'pages',
        locale: 'en',
        depth: 0,
        limit: 1,
        pagination: false,
        where: { path: { equals: page.englishPath } },
        select: { path: true },
      })
      const id = docs[0]?.id
      if (id === undefined) throw new Error(`No English page at ${page.englishPath} to translate`)
      // Published already: leaving _status out publishes this language's fields with the page.
      await payload.update({ collection: 'pages', id, locale, data: page.data, context })
      pages++
    }
    for (const post of content.posts) {
      const { docs } = await payload.find({
        collection: 'posts',
        locale: 'en',
        depth: 0,
        limit: 1,
        pagination: false,
        where: { slug: { equals: post.englishSlug } },
        select: { slug: true },
      })
      const id = docs[0]?.id
      // An editor may have removed a demo post; its translation has nothing to go on.
      if (id === undefined) continue
      await payload.update({
        collection: 'posts',
        id,
        locale,
        data: {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: postContent(...post.content),
        },
        context,
      })
      posts++
    }
    for (const global of content.globals) {
      const stored = await payload.findGlobal({ slug: global.slug, locale: 'en', depth: 0 })
      // Each global's own type: the union's members pair a slug with the rows it localizes.
      const data = (global.localize as (s: typeof stored) => Record<string, unknown>)(stored)
      await payload.updateGlobal({ slug: global.slug, locale, data, context })
    }
  }
  return `${pages} translated pages and ${posts} translated posts (Spanish and French) with the header, footer and site texts`
}
