import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { ProductSelectorBlock } from '@/payload-types'

import { BlockShell } from '../../_core/shared/BlockShell'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'
import { MediaImage } from '../../_core/shared/image/MediaImage'
import { usableItems } from '../../../domain/productContent/selector'
import { LazyChoices as Choices } from './lazy.client'

type Item = ProductSelectorBlock['items'][number]

function Details({ item }: { item: Item }) {
  const t = useTranslations('blocks.selector')
  const lines = [item.handCopy, item.exclusiveCopy, item.energyCopy].flatMap((line) =>
    line?.trim() ? [line.trim()] : [],
  )
  return (
    <div className="grid items-center gap-6 rounded-lg border border-line bg-white p-5 text-ink [--heading-color:var(--color-brand-900)] sm:p-8 md:grid-cols-2">
      <MediaImage
        media={item.image}
        displayWidth="half"
        className="aspect-video w-full rounded-md object-cover"
      />
      <div className="flex flex-col gap-4">
        <h3 className="text-2xl font-bold">{item.text}</h3>
        <p className="text-lg">{item.details}</p>
        {lines.length ? (
          <ul className="flex flex-col gap-2">
            {lines.map((line) => (
              <li key={line} className="flex items-start gap-3">
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
                {line}
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <ActionLink
            href={pageOrUrlHref(item.page, item.href)}
            label={item.linkLabel?.trim() || t('learnMore', { name: item.text })}
          />
        </div>
      </div>
    </div>
  )
}

/**
 * Product selector (spec §3, §4): a row of choices, the first shown at the start; the chosen one shows its
 * details, its three short lines, its picture and a link (through the link rule). The details of every choice
 * are rendered on the server; the island only switches which one is shown.
 */
export const ProductSelectorComponent: React.FC<ProductSelectorBlock> = ({
  title,
  intro,
  items,
  appearance,
}) => {
  const id = useId()
  const usable = usableItems(items)
  if (!usable.length) return null
  return (
    <BlockShell appearance={appearance}>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        {intro ? <p className="max-w-3xl text-lg">{intro}</p> : null}
        <Choices
          label={title}
          choices={usable.map((item) => ({ label: item.text, content: <Details item={item} /> }))}
        />
      </section>
    </BlockShell>
  )
}
