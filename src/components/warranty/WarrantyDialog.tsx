import { useTranslations } from 'next-intl'

import type { WarrantyLinks } from './links'
import { LazyWarrantyDialogButton } from './lazy.client'
import { WarrantyDialogContent, type WarrantyDialogKind } from './WarrantyDialogContent'

type Props = { kind: WarrantyDialogKind; label?: string | null; links: WarrantyLinks; className: string }

/**
 * A button opening the register or lookup dialog; without a label of its own it shows the dialog's title (as
 * the specification names them: 'Register new product', 'Look up an existing warranty').
 */
export function WarrantyDialog({ kind, label, links, className }: Props) {
  const t = useTranslations('warranty')
  const title = t(`${kind}.title`)
  return (
    <LazyWarrantyDialogButton
      label={label?.trim() || title}
      title={title}
      closeLabel={t('close')}
      className={className}
    >
      <WarrantyDialogContent kind={kind} links={links} />
    </LazyWarrantyDialogButton>
  )
}
