import type React from 'react'
import { useId } from 'react'

import { LazyTabs } from '@/components/resources/lazy.client'
import type { DocumentTabsBlock } from '@/payload-types'

import { resolveImage } from '../../_core/shared/image/resolveImage'
import { RichTextContent } from '../../_core/shared/richText/RichTextContent'
import { anchorOf, startTabIndex, uniqueIds } from '../../../domain/ownership/documentTabs'

type Tab = DocumentTabsBlock['tabs'][number]
type RichText = NonNullable<Tab['tabContent']>

const Text = ({ content }: { content: RichText | null | undefined }) =>
  content ? <RichTextContent content={content} /> : null

function Images({ images }: { images: NonNullable<Tab['imagesSection']> }) {
  const shown = images.flatMap((item) => {
    const image = resolveImage({ blockType: 'image', media: item.image, displayWidth: 'third' })
    return image ? [{ ...image, key: item.id ?? image.src, caption: item.imageTitle }] : []
  })
  if (!shown.length) return null
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((image) => (
        <li key={image.key}>
          <figure className="flex flex-col gap-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset */}
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              width={image.width}
              height={image.height}
              alt={image.alt || image.caption}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-lg"
            />
            <figcaption className="text-sm font-semibold">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

function Panel({ tab }: { tab: Tab }) {
  const sections = tab.withSections ?? []
  const ids = uniqueIds(
    sections.map((s) => anchorOf(s.sectionId) || anchorOf(s.sectionTitle)),
    'section',
  )
  return (
    <div className="flex flex-col gap-6">
      {tab.tabIntro ? <p className="max-w-3xl text-lg">{tab.tabIntro}</p> : null}
      <Text content={tab.tabContent} />
      {sections.map((section, index) => (
        <section
          key={section.id ?? index}
          id={ids[index]}
          aria-labelledby={`${ids[index]}-heading`}
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h3 id={`${ids[index]}-heading`} className="text-xl font-semibold">
            {section.sectionTitle}
          </h3>
          <Text content={section.tabContent} />
        </section>
      ))}
      {tab.imagesSection?.length ? <Images images={tab.imagesSection} /> : null}
    </div>
  )
}

/**
 * Document tabs (spec §3, §4): every panel is rendered here on the server; only switching tabs runs in the
 * browser (the shared Radix tabs). The page opens on the tab named Resources, or the first.
 */
export const DocumentTabsComponent: React.FC<DocumentTabsBlock> = ({ title, tabs }) => {
  const id = useId()
  const ids = uniqueIds(tabs.map((t) => t.tabName))
  const start = ids[startTabIndex(tabs.map((t) => t.tabName))]
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <LazyTabs
        label={title}
        defaultTab={start}
        tabs={tabs.map((tab, index) => ({
          id: ids[index] ?? `tab-${index + 1}`,
          label: tab.tabName,
          content: <Panel tab={tab} />,
        }))}
      />
    </section>
  )
}
