import type { TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { linkFields, pageOrUrlFields } from './linkFields'

type Validate = (value: unknown, options: { siblingData: Record<string, unknown> }) => true | string

/** Runs a text field's validation as Payload does, with the row's other values as its siblings. */
const check = (field: TextField, value: unknown, siblingData: Record<string, unknown>) =>
  (field.validate as unknown as Validate)(value, { siblingData })

function fieldsOf(row: ReturnType<typeof linkFields>) {
  const [label, page, url] = row.fields as [TextField, { name: string }, TextField]
  return { label, page, url }
}

describe('link fields', () => {
  it('lets an optional link be empty, but not half filled', () => {
    const { label, url } = fieldsOf(linkFields())
    expect(check(label, '', {})).toBe(true)
    expect(check(url, '', {})).toBe(true)
    expect(check(label, '', { url: '/rebates/' })).toBe('Enter the link text, or clear the link.')
    expect(check(label, '', { page: 4 })).toBe('Enter the link text, or clear the link.')
    expect(check(url, '', { label: 'Rebates' })).toBe('Pick a page or enter a link, or clear the link text.')
  })

  it('takes a picked page in place of an address, and holds a typed address to the link rule', () => {
    const { url } = fieldsOf(linkFields())
    expect(check(url, '', { label: 'Rebates', page: 4 })).toBe(true)
    expect(check(url, 'javascript:alert(1)', { label: 'Rebates', page: 4 })).toBe(true)
    expect(check(url, 'javascript:alert(1)', { label: 'Rebates' })).not.toBe(true)
    expect(check(url, '/rebates/', { label: 'Rebates' })).toBe(true)
  })

  it('needs a page or an address for a required link, under the names the block gives', () => {
    const { label, page, url } = fieldsOf(
      linkFields({ required: true, labelName: 'title', pageName: 'target', urlName: 'link' }),
    )
    expect([label.name, page.name, url.name]).toEqual(['title', 'target', 'link'])
    expect(check(url, '', { title: 'Leasing' })).toBe('Pick a page or enter a link.')
    expect(check(url, '', { title: 'Leasing', target: 9 })).toBe(true)
    expect(check(label, '', { target: 9 })).toBe('Enter the link text, or clear the link.')
  })

  it('hides the address while a page is picked', () => {
    const [, url] = pageOrUrlFields({ pageName: 'linkPage', urlName: 'link' })
    const condition = url.admin?.condition as (data: unknown, siblings: Record<string, unknown>) => boolean
    expect(condition({}, { linkPage: 3 })).toBe(false)
    expect(condition({}, { linkPage: null })).toBe(true)
  })
})
