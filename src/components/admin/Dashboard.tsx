import type { Payload } from 'payload'

import { dashboardData, type PageRow } from '@/lib/admin/dashboard'
import type { User } from '@/payload-types'

type Props = { payload: Payload; user?: (Pick<User, 'roles'> & { collection?: string }) | null }

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

function PageList({ pages, admin, empty }: { pages: PageRow[]; admin: string; empty: string }) {
  if (pages.length === 0) return <p className="site-dashboard__empty">{empty}</p>
  return (
    <ul className="site-dashboard__list">
      {pages.map((page) => (
        <li key={page.id}>
          <a href={`${admin}/collections/pages/${page.id}`}>{page.title}</a>
          <span className="site-dashboard__meta">
            {page.path} · {page._status === 'published' ? 'published' : 'draft'} · {when(page.updatedAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The top of the admin's dashboard: what editors do most (a new page), what changed lately, drafts waiting to be
 * published, what is scheduled, and for staff who may see them the lead inbox and the dealer network.
 */
export async function EditorDashboard({ payload, user }: Props) {
  const admin = payload.config.routes.admin
  const data = await dashboardData(payload, user ?? null)
  return (
    <section className="site-dashboard" aria-labelledby="site-dashboard-title">
      <div className="site-dashboard__head">
        <h2 id="site-dashboard-title">Your site today</h2>
        <div className="site-dashboard__actions">
          <a className="btn btn--style-primary btn--size-medium" href={`${admin}/collections/pages/create`}>
            New page
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href={`${admin}/collections/media/create`}>
            Upload an image
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href={`${admin}/collections/redirects`}>
            Redirects
          </a>
        </div>
      </div>
      <div className="site-dashboard__grid">
        <div className="site-dashboard__card">
          <h3>Recent changes</h3>
          <PageList pages={data.recent} admin={admin} empty="No pages yet." />
        </div>
        <div className="site-dashboard__card">
          <h3>Drafts waiting ({data.drafts.total})</h3>
          <PageList pages={data.drafts.pages} admin={admin} empty="Every page is published as it stands." />
        </div>
        <div className="site-dashboard__card">
          <h3>Scheduled</h3>
          {data.scheduled.length === 0 ? (
            <p className="site-dashboard__empty">Nothing is scheduled.</p>
          ) : (
            <ul className="site-dashboard__list">
              {data.scheduled.map((row) => (
                <li key={row.id}>
                  <a href={`${admin}/collections/pages/${row.pageId}`}>{row.title}</a>
                  <span className="site-dashboard__meta">
                    {row.type === 'publish' ? 'Publishes' : 'Unpublishes'} {when(row.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {data.leads ? (
          <div className="site-dashboard__card">
            <h3>Lead inbox</h3>
            <p>
              {data.leads.lastWeek} in the last 7 days
              {data.leads.failed > 0 ? `, ${data.leads.failed} not delivered to their dealer` : ''}.
            </p>
            <a href={`${admin}/collections/leads`}>Open the lead inbox</a>
          </div>
        ) : null}
        <div className="site-dashboard__card">
          <h3>Dealers</h3>
          <p>{data.dealers.toLocaleString('en-US')} dealers in the network.</p>
          <a href={`${admin}/collections/dealers`}>Open the dealer list</a>
        </div>
      </div>
    </section>
  )
}
