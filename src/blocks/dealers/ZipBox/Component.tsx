import { useTranslations } from 'next-intl'
import type React from 'react'

import { ZipBox } from '@/components/site/ZipBox.client'
import type { ZipBoxBlock } from '@/payload-types'

/** A zip box anywhere on a page: submitting searches dealers for the whole site (spec §2). */
export const ZipBoxComponent: React.FC<ZipBoxBlock> = ({ heading, label, withLocation }) => {
  const t = useTranslations('blocks.zipBox')
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 sm:p-6">
      {heading ? <h2 className="text-2xl font-bold">{heading}</h2> : null}
      <ZipBox label={label || t('label')} withLocation={Boolean(withLocation)} />
    </div>
  )
}
