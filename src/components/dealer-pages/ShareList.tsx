import { useTranslations } from 'next-intl'

export type ShareItem = { network: string; text: string; label: string; href: string; newTab: boolean }

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Links to share the page on each network, with the page's canonical address (SITE_URL, never the request's host). */
export function ShareList({ items, headingClass }: { items: ShareItem[]; headingClass: string }) {
  const t = useTranslations('dealerProfile')
  if (!items.length) return null
  return (
    <section aria-labelledby="dealer-share" className="flex flex-col gap-2">
      <h2 id="dealer-share" className={headingClass}>
        {t('share')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.network}>
            <a
              href={item.href}
              aria-label={item.label}
              {...(item.newTab ? NEW_TAB : {})}
              className="inline-flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
