import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/dealer-pages/Breadcrumbs'
import { LazyCityDealerCards } from '@/components/dealer-pages/lazy.client'
import { getCityDealers, getDirectory } from '@/lib/dealers/pages/queries'
import { getSiteSettings } from '@/lib/site/queries'

import { canonical, trail } from '../../_shared/trail'

type Props = { params: Promise<{ state: string; city: string }> }

// Rendered on first visit and cached; a dealer edit expires it (tag 'dealers').
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

async function load(params: Props['params']) {
  const { state, city } = await params
  const statePath = `/dealers/${state.toLowerCase()}/`
  const path = `${statePath}${city.toLowerCase()}/`
  const region = (await getDirectory()).find((s) => s.path === statePath)
  const place = region?.cities.find((c) => c.path === path)
  return region && place ? { region, place } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) notFound()
  const { region, place } = found
  return {
    title: `Heating and cooling dealers in ${place.name}, ${region.code}`,
    description: `${place.count} heating and cooling dealer${place.count === 1 ? '' : 's'} in ${place.name}, ${region.name}: hours, reviews and how to reach them.`,
    alternates: { canonical: canonical(place.path) },
  }
}

/** /dealers/<st>/<city>/: the city's listed dealers as the locator's cards. */
export default async function DealerCityPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { region, place } = found
  const [dealers, settings] = await Promise.all([getCityDealers(place.path), getSiteSettings()])
  return (
    <div className="container-page flex flex-col gap-8 py-10">
      <Breadcrumbs trail={trail([region.name, region.path], [place.name, place.path])} />
      <h1 className="text-4xl font-bold text-brand-900">
        Dealers in {place.name}, {region.code}
      </h1>
      <section aria-labelledby="city-dealers" className="flex flex-col gap-4">
        <h2 id="city-dealers" className="text-2xl font-bold text-brand-900">
          {dealers.length} dealer{dealers.length === 1 ? '' : 's'}
        </h2>
        <LazyCityDealerCards
          dealers={dealers}
          brandName={settings.brandName}
          dayIndex={new Date().getDay()}
        />
      </section>
    </div>
  )
}
