import { useTranslations } from 'next-intl'

import type { TabsBackgroundBlock } from '@/payload-types'

import { tabItemsOf } from '../../../domain/tabs/tabItems'
import { resolveImage } from '../../_core/shared/image/resolveImage'

type Tab = TabsBackgroundBlock['tabs'][number]

/**
 * One tab's list and picture. On phones the picture sits above the list; from 1024 px it fills the whole
 * section behind the card. It is positioned against the section, not the card, and only the shown tab's
 * panel is displayed, so the background switches with the tab and the hidden tabs' pictures load when shown.
 */
export function TabPanel({ tab }: { tab: Tab }) {
  const t = useTranslations('blocks.tabsBackground')
  const image = tab.image
    ? resolveImage({ blockType: 'image', media: tab.image, displayWidth: 'content' })
    : null
  const items = tabItemsOf(tab.tab_items, tab.items)
  return (
    <div className="flex flex-col gap-5">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full rounded-md object-cover lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto lg:size-full lg:rounded-none"
        />
      ) : null}
      {items.length ? (
        <ul className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={index} className="flex items-start gap-3">
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 20 20"
                className="mt-1 size-4 shrink-0 text-brand-700"
              >
                <path
                  d="m4 10.5 4 4 8-9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {item.item}
                {item.pro ? (
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                    {t('pro')}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
