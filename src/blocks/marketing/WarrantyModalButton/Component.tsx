import type React from 'react'

import type { WarrantyModalButtonBlock } from '@/payload-types'

import { WarrantyDialog } from '@/components/warranty/WarrantyDialog'
import { warrantyLinksOf } from '@/components/warranty/links'
import { WARRANTY_BUTTON } from '@/components/warranty/styles'

import { FLEX_JUSTIFY } from '../../_core/shared/alignment'
import { BlockShell } from '../../_core/shared/BlockShell'

/** One button opening the registration or the warranty lookup dialog, the same dialogs as the warranty hero. */
export const WarrantyModalButtonComponent: React.FC<WarrantyModalButtonBlock> = ({
  dialog,
  label,
  variant,
  alignment,
  sites,
  appearance,
}) => (
  <BlockShell appearance={appearance}>
    <div className={`flex ${FLEX_JUSTIFY[alignment ?? 'left']}`}>
      <WarrantyDialog
        kind={dialog}
        label={label}
        links={warrantyLinksOf(sites)}
        className={WARRANTY_BUTTON[variant] ?? WARRANTY_BUTTON.primary}
      />
    </div>
  </BlockShell>
)
