import { useTranslations } from 'next-intl'
import type React from 'react'

import type { ClosableBannerBlock } from '@/payload-types'

import { closedBannerKey } from '../../../domain/banners/closedBanner'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { LazyClosableBanner as ClosableBanner } from './lazy.client'

/**
 * A notice visitors can close for good (spec §4). The close is remembered in the browser under a key made
 * from the block's id and version, so a new banner, or this one with its version raised, shows again.
 */
export const ClosableBannerComponent: React.FC<ClosableBannerBlock> = ({
  id,
  version,
  text,
  linkLabel,
  linkPage,
  linkUrl,
  tone,
}) => {
  const t = useTranslations('blocks.banner')
  const key = closedBannerKey({ id, version, text })
  const href = pageOrUrlHref(linkPage, linkUrl)
  const label = linkLabel?.trim()
  return (
    <ClosableBanner
      storageKey={key}
      text={text}
      link={href && label ? { href, label } : null}
      tone={tone === 'dark' ? 'dark' : 'light'}
      words={{ label: t('label'), close: t('close'), closed: t('closed') }}
    />
  )
}
