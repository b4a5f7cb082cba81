import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { EditorDashboard } from '@/components/admin/Dashboard'
import { dashboardData } from '@/lib/admin/dashboard'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
const stamp = Date.now()

const dashboardFor = async (role: 'admin' | 'editor') =>
  renderToStaticMarkup(await EditorDashboard({ payload, user: { roles: [role] } }))

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the admin dashboard', () => {
  it('lists the newest changes, drafts waiting and what is scheduled', async () => {
    const live = await payload.create({
      collection: 'pages',
      data: { title: `Dashboard live ${stamp}`, path: `/dashboard-${stamp}/live`, _status: 'published' },
      context: testContext,
    })
    await payload.create({
      collection: 'pages',
      data: { title: `Dashboard draft ${stamp}`, path: `/dashboard-${stamp}/draft`, _status: 'draft' },
      draft: true,
      context: testContext,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'pages', value: live.id } },
      waitUntil: new Date(Date.now() + 10 * 60 * 1000),
    })

    const html = await dashboardFor('editor')
    const section = (title: string) => html.split(`<h3>${title}`)[1]?.split('<h3>')[0] ?? ''
    expect(section('Recent changes')).toContain(`Dashboard draft ${stamp}`)
    expect(section('Recent changes')).toContain(`Dashboard live ${stamp}`)
    expect(section('Drafts waiting')).toContain(`Dashboard draft ${stamp}`)
    expect(section('Drafts waiting')).not.toContain(`Dashboard live ${stamp}`)
    expect(section('Scheduled')).toContain(`Dashboard live ${stamp}`)
    expect(section('Scheduled')).toContain('Unpublishes')
    expect(html).toContain(`href="/admin/collections/pages/${live.id}"`)
  })

  it('shows the lead inbox to admins only', async () => {
    expect(await dashboardFor('editor')).not.toContain('Lead inbox')
    const html = await dashboardFor('admin')
    expect(html).toContain('Lead inbox')
    expect(html).toContain('href="/admin/collections/leads"')
  })

  it('counts the week’s leads without the submissions the spam trap caught', async () => {
    const lastWeek = async () => (await dashboardData(payload, { roles: ['admin'] })).leads?.lastWeek
    const before = await lastWeek()
    const lead = (deliveryState: 'sent' | 'spam', n: number) =>
      payload.create({
        collection: 'leads',
        data: {
          kind: 'CUSTOMER_SERVICE',
          language: 'en',
          deliveryState,
          firstName: 'Dash',
          lastName: 'Board',
          city: 'Albany',
          phone: '(555) 010-0100',
          comments: 'A question',
          email: `dashboard-${deliveryState}-${stamp}@example.com`,
          idempotencyKey: `dashboard-${deliveryState}-${n}-${stamp}`,
          requestHash: 'dashboard',
        },
        context: testContext,
      })
    await lead('spam', 1)
    await lead('spam', 2)
    expect(await lastWeek()).toBe(before)
    await lead('sent', 3)
    expect(await lastWeek()).toBe((before ?? 0) + 1)
  })
})
