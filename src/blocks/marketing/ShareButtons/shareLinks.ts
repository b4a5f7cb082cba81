import { safeHref } from '../../../domain/url'

/** The networks the share block offers, in the order they show (spec §2). */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'whatsapp', 'email'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The block's content flags: a network shows only when its flag is exactly '1'. */
export type ShareFlags = { [N in ShareNetwork]?: string | null }

export type SharedPage = { url: string; title: string }

export type ShareLink = {
  network: ShareNetwork
  /** What the button shows. */
  text: string
  /** What assistive technology announces. */
  label: string
  href: string
  newTab: boolean
}

type Network = { text: string; address: (url: string, title: string) => string }

// Each network's public share address; url and title arrive already encoded for a query value.
const NETWORKS: Record<ShareNetwork, Network> = {
  facebook: { text: 'Facebook', address: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  twitter: {
    text: 'X (Twitter)',
    address: (url, title) => `https://x.com/intent/tweet?url=${url}&text=${title}`,
  },
  linkedin: {
    text: 'LinkedIn',
    address: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  },
  whatsapp: {
    text: 'WhatsApp',
    address: (url, title) => `https://wa.me/?text=${title ? `${title}%20` : ''}${url}`,
  },
  email: { text: 'Email', address: (url, title) => `mailto:?subject=${title}&body=${url}` },
}

/** The share links the flags turn on, for one page; a link the rule refuses is left out. */
export function shareLinks(flags: ShareFlags, page: SharedPage): ShareLink[] {
  const url = encodeURIComponent(page.url)
  const title = encodeURIComponent(page.title.trim())
  return SHARE_NETWORKS.flatMap((network) => {
    if (flags[network] !== '1') return []
    const { text, address } = NETWORKS[network]
    const href = safeHref(address(url, title))
    if (!href) return []
    const newTab = network !== 'email'
    const label = newTab ? `Share on ${text} (opens in a new tab)` : 'Share by email'
    return [{ network, text, label, href, newTab }]
  })
}

/** The page's public address: the site's configured address followed by the page's path. */
export const pageAddress = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
