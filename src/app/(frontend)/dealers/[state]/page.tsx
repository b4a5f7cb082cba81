import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/dealer-pages/Breadcrumbs'
import { getDirectory } from '@/lib/dealers/pages/queries'

import { canonical, trail } from '../_shared/trail'

type Props = { params: Promise<{ state: string }> }

// Rendered on first visit and cached; a dealer edit expires it (tag 'dealers').
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

async function load(params: Props['params']) {
  const { state } = await params
  const path = `/dealers/${state.toLowerCase()}/`
  return (await getDirectory()).find((s) => s.path === path) ?? null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const state = await load(params)
  if (!state) notFound()
  return {
    title: `Heating and cooling dealers in ${state.name}`,
    description: `${state.count} heating and cooling dealers in ${state.name}, by city.`,
    alternates: { canonical: canonical(state.path) },
  }
}

/** /dealers/<st>/: the state's or province's cities with listed dealers, with how many each. */
export default async function DealerStatePage({ params }: Props) {
  const state = await load(params)
  if (!state) notFound()
  return (
    <div className="container-page flex flex-col gap-8 py-10">
      <Breadcrumbs trail={trail([state.name, state.path])} />
      <h1 className="text-4xl font-bold text-brand-900">Dealers in {state.name}</h1>
      <section aria-labelledby="state-cities" className="flex flex-col gap-4">
        <h2 id="state-cities" className="text-2xl font-bold text-brand-900">
          Cities
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {state.cities.map((c) => (
            <li key={c.path}>
              <a href={c.path} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {c.name}
              </a>{' '}
              <span className="text-muted">
                ({c.count} dealer{c.count === 1 ? '' : 's'})
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
