import { describe, expect, it } from 'vitest'

import { pageAddress, shareLinks } from './shareLinks'

const page = { url: 'https://www.alderline.example/pricing/leasing?a=1&b=2', title: 'Leasing: “pay monthly”' }
const url = encodeURIComponent(page.url)
const title = encodeURIComponent(page.title)
const all = { facebook: '1', twitter: '1', linkedin: '1', whatsapp: '1', email: '1' }

describe('shareLinks', () => {
  it('builds each network’s share address with the encoded page address and title', () => {
    expect(shareLinks(all, page).map((l) => [l.network, l.href, l.newTab])).toEqual([
      ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`, true],
      ['twitter', `https://x.com/intent/tweet?url=${url}&text=${title}`, true],
      ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`, true],
      ['whatsapp', `https://wa.me/?text=${title}%20${url}`, true],
      ['email', `mailto:?subject=${title}&body=${url}`, false],
    ])
  })

  it('shows a network only when its flag is exactly 1', () => {
    const flags = { facebook: '1', twitter: 'true', linkedin: '0', whatsapp: null, email: ' 1' }
    expect(shareLinks(flags, page).map((l) => l.network)).toEqual(['facebook'])
  })

  it('shares the address alone on WhatsApp when the page has no title', () => {
    expect(shareLinks({ whatsapp: '1' }, { url: page.url, title: '  ' })[0]?.href).toBe(
      `https://wa.me/?text=${url}`,
    )
  })
})

describe('pageAddress', () => {
  it('joins the site address and the page path with one slash', () => {
    expect(pageAddress('https://www.alderline.example/', '/customer-service')).toBe(
      'https://www.alderline.example/customer-service',
    )
    expect(pageAddress('http://localhost:3000', '/')).toBe('http://localhost:3000/')
  })
})
