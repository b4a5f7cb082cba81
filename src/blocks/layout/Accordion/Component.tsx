import type React from 'react'
import { useId } from 'react'

import type { AccordionBlock } from '@/payload-types'

import { BlockShell } from '../../_core/shared/BlockShell'
import { FOCUS_RING, TEXT_LINK } from '../../_core/shared/styles'
import { resolveImage } from '../../_core/shared/image/resolveImage'
import { RichTextContent } from '../../_core/shared/richText/RichTextContent'
import { openOnFlags } from '../../../domain/accordion/defaultOpen'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { LazyDisclosure } from '../../_core/shared/accordion/lazy.client'

type Item = AccordionBlock['items'][number]

const TRIGGER = `flex w-full items-center gap-4 rounded-sm py-4 text-left text-lg font-semibold ${FOCUS_RING}`

/** The small decorative picture beside an item's heading (the heading's text names the button). */
function HeadingImage({ media }: { media: Item['image'] }) {
  const image = media ? resolveImage({ blockType: 'image', media, displayWidth: 'third' }) : null
  if (!image) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="48px"
      width={48}
      height={48}
      alt=""
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-md object-cover"
    />
  )
}

function itemClasses(removeBorders: boolean, shadow: boolean): { list: string; item: string } {
  if (shadow)
    return {
      list: 'flex flex-col gap-4',
      item: `rounded-lg bg-white px-5 text-ink shadow-md [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)] ${removeBorders ? '' : 'border border-line'}`,
    }
  return removeBorders
    ? { list: 'flex flex-col', item: '' }
    : { list: 'divide-y divide-line border-y border-line', item: '' }
}

/**
 * Items whose text opens under their heading. Each item is a disclosure (button with aria-expanded), so the
 * editor can open it by default per device, which the native <details> of the FAQ list cannot do without a
 * flash. The text renders like a paragraph block, so its links pass the same link rule.
 */
export const AccordionComponent: React.FC<AccordionBlock> = ({
  title,
  items,
  removeBorders,
  shadow,
  appearance,
}) => {
  const id = useId()
  const classes = itemClasses(removeBorders === true, shadow === true)
  const Wrapper = title ? 'section' : 'div'
  return (
    <BlockShell appearance={appearance}>
      <Wrapper aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
        {title ? (
          <h2 id={id} className="text-3xl font-bold">
            {title}
          </h2>
        ) : null}
        <div className={classes.list}>
          {items.map((item, index) => {
            const href = pageOrUrlHref(item.linkPage, item.linkUrl)
            const label = item.linkLabel?.trim()
            return (
              <div key={item.id ?? index} className={classes.item || undefined}>
                <LazyDisclosure
                  openOn={openOnFlags(item.openOn)}
                  headingLevel={title ? 'h3' : 'h2'}
                  triggerClassName={TRIGGER}
                  trigger={
                    <>
                      <HeadingImage media={item.image} />
                      <span className="flex-1">{item.heading}</span>
                    </>
                  }
                  panelClassName="flex flex-col gap-4 pb-5"
                >
                  <RichTextContent content={item.body} />
                  {href && label ? (
                    <p>
                      <a href={href} className={TEXT_LINK}>
                        {label}
                      </a>
                    </p>
                  ) : null}
                </LazyDisclosure>
              </div>
            )
          })}
        </div>
      </Wrapper>
    </BlockShell>
  )
}
