import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { SHARE_NETWORKS, shareLinks } from '@/blocks/marketing/ShareButtons/shareLinks'
import { Breadcrumbs } from '@/components/dealer-pages/Breadcrumbs'
import { DealerProfile } from '@/components/dealer-pages/DealerProfile'
import { JsonLd } from '@/components/dealer-pages/JsonLd'
import { dealerJsonLd } from '@/domain/dealers/pages/jsonLd'
import { cityPath, normalizeDealerPath, statePath } from '@/domain/dealers/pages/pagePath'
import { regionName } from '@/domain/leads/regions'
import { displayPhone, formatPhone } from '@/domain/locator/dealerDisplay'
import { getDealerPage } from '@/lib/dealers/pages/queries'
import { getSiteSettings } from '@/lib/site/queries'

import { canonical, trail } from '../../../_shared/trail'

type Props = { params: Promise<{ state: string; city: string; name: string }> }

// Each dealer page renders on its first visit and is then served from the cache: any dealer, review or former
// address change expires it at once through the tag 'dealers' (other instances within a minute). The 'Open now'
// line is worked out in the browser, so a cached page never shows a stale one.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

async function load(params: Props['params']) {
  const { state, city, name } = await params
  let path: string | null
  try {
    path = normalizeDealerPath([state, city, name])
  } catch {
    return null
  }
  if (!path) return null
  const page = await getDealerPage(path)
  if (page.kind === 'moved') permanentRedirect(page.to)
  // A hidden or unknown dealer is 404; the production server answers 410 for a deleted one (docs/dealer-pages.md).
  return page.kind === 'page' ? page : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  if (!page) notFound()
  const { data } = page.dealer
  const phone = displayPhone(page.dealer)
  const place = [data.city, data.state].filter(Boolean).join(', ')
  const description = `${data.name}, heating and cooling dealer in ${place}${phone ? `. Call ${formatPhone(phone)}` : ''}: hours, services, reviews and a free estimate.`
  return {
    title: `${data.name} – ${place}`,
    description,
    alternates: { canonical: canonical(page.dealer.pagePath) },
    openGraph: { type: 'website', title: data.name, description, url: canonical(page.dealer.pagePath) },
  }
}

/** /dealers/<st>/<city>/<name>/: one dealer's page. */
export default async function DealerPage({ params }: Props) {
  const page = await load(params)
  if (!page) notFound()
  const { dealer } = page
  const { data } = dealer
  const settings = await getSiteSettings()
  const url = canonical(dealer.pagePath)
  const state = data.state ?? ''
  const share = shareLinks(Object.fromEntries(SHARE_NETWORKS.map((n) => [n, '1'])), { url, title: data.name })
  return (
    <div className="container-page flex flex-col gap-6 py-10">
      <Breadcrumbs
        trail={trail(
          [regionName(state.toUpperCase()) ?? state, statePath(state)],
          [data.city ?? '', cityPath(state, data.city ?? '')],
          [data.name, dealer.pagePath],
        )}
      />
      <JsonLd data={dealerJsonLd({ record: dealer, url, phone: displayPhone(dealer) })} />
      <DealerProfile
        dealer={dealer}
        timeZone={page.timeZone}
        reviews={page.reviews}
        nearby={page.nearby}
        brandName={settings.brandName}
        share={share}
      />
    </div>
  )
}
