import { describe, expect, it } from 'vitest'

import { toNavItems } from './navLinks'

const page = (path: string, status = 'published', deletedAt: string | null = null) => ({
  path,
  _status: status,
  deletedAt,
})

describe('toNavItems', () => {
  it('links a picked page at its current address, and only while visitors may see it', () => {
    expect(
      toNavItems([
        { label: 'Furnaces', page: page('/products/gas-furnaces'), url: '/products/furnaces' },
        { label: 'Draft', page: page('/draft', 'draft') },
        { label: 'Binned', page: page('/binned', 'published', '2026-11-25T00:00:00.000Z') },
        { label: 'Unread', page: 12 },
        { label: 'Typed', url: '/typed' },
      ]),
    ).toEqual([
      { label: 'Furnaces', href: '/products/gas-furnaces' },
      { label: 'Typed', href: '/typed' },
    ])
  })

  it('makes a group of its links, its own link first, and drops a group left empty', () => {
    expect(
      toNavItems([
        {
          label: 'Resources',
          children: [
            { label: 'Videos', url: '/resources/videos' },
            { label: 'Unsafe', url: 'javascript:alert(1)' },
          ],
        },
        { label: 'Products', url: '/products', children: [{ label: 'Furnaces', url: '/products/furnaces' }] },
        { label: 'Empty', children: [{ label: 'Hidden', page: page('/hidden', 'draft') }] },
      ]),
    ).toEqual([
      { label: 'Resources', href: '', children: [{ label: 'Videos', href: '/resources/videos' }] },
      {
        label: 'Products',
        href: '/products',
        children: [
          { label: 'Products', href: '/products' },
          { label: 'Furnaces', href: '/products/furnaces' },
        ],
      },
    ])
  })
})
