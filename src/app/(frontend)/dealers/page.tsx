import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/dealer-pages/Breadcrumbs'
import { DIRECTORY_PATH } from '@/domain/dealers/pages/pagePath'
import { getDirectory } from '@/lib/dealers/pages/queries'

import { canonical, trail } from './_shared/trail'

// Cached; a dealer edit expires it at once (tag 'dealers'), other instances within a minute.
export const revalidate = 60

export const metadata: Metadata = {
  title: 'Dealer directory',
  description: 'Find a heating and cooling dealer by state or province, then by city.',
  alternates: { canonical: canonical(DIRECTORY_PATH) },
}

const LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** /dealers/: every state and province with listed dealers, with how many. */
export default async function DealerDirectoryPage() {
  const states = await getDirectory()
  const groups = [
    { title: 'United States', states: states.filter((s) => !CANADA.has(s.code)) },
    { title: 'Canada', states: states.filter((s) => CANADA.has(s.code)) },
  ].filter((g) => g.states.length)
  return (
    <div className="container-page flex flex-col gap-8 py-10">
      <Breadcrumbs trail={trail().slice(0, 2)} />
      <h1 className="text-4xl font-bold text-brand-900">Dealer directory</h1>
      {groups.length === 0 ? <p>No dealers are listed yet.</p> : null}
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`dir-${group.title}`} className="flex flex-col gap-4">
          <h2 id={`dir-${group.title}`} className="text-2xl font-bold text-brand-900">
            {group.title}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {group.states.map((s) => (
              <li key={s.code}>
                <a href={s.path} className={LINK}>
                  {s.name}
                </a>{' '}
                <span className="text-muted">({s.count})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

const CANADA = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'])
