import type React from 'react'
import { useId } from 'react'

import type { ProductFeaturesBlock } from '@/payload-types'

import { MUTED_TEXT } from '../../_core/shared/styles'
import { MediaImage } from '../../_core/shared/image/MediaImage'
import { DrawnIcon } from '../../_core/shared/icons'

/** A product's features, each with an icon, a title and a sentence, beside an optional product picture. */
export const ProductFeaturesComponent: React.FC<ProductFeaturesBlock> = ({
  title,
  intro,
  features,
  image,
}) => {
  const id = useId()
  const withImage = typeof image === 'object' && image !== null
  return (
    <section aria-labelledby={id} className="flex flex-col gap-8">
      <div className="flex max-w-3xl flex-col gap-3">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        {intro ? <p className={`text-lg ${MUTED_TEXT}`}>{intro}</p> : null}
      </div>
      <div className={withImage ? 'grid items-center gap-10 lg:grid-cols-2' : ''}>
        <ul className={`grid gap-6 ${withImage ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
          {features.map((feature, index) => (
            <li key={feature.id ?? index} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <DrawnIcon name={feature.icon} className="size-7" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold">{feature.title}</h3>
                {feature.text ? <p className={MUTED_TEXT}>{feature.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
        <MediaImage media={image} displayWidth="half" className="h-auto w-full rounded-lg" />
      </div>
    </section>
  )
}
