import type { WarrantyLinks } from './links'
import { LazyWarrantyDialogButton } from './lazy.client'
import {
  WARRANTY_DIALOG_TITLES,
  WarrantyDialogContent,
  type WarrantyDialogKind,
} from './WarrantyDialogContent'

type Props = { kind: WarrantyDialogKind; label?: string | null; links: WarrantyLinks; className: string }

/** A button opening the register or lookup dialog; without a label of its own it shows the dialog's title. */
export function WarrantyDialog({ kind, label, links, className }: Props) {
  const title = WARRANTY_DIALOG_TITLES[kind]
  return (
    <LazyWarrantyDialogButton label={label?.trim() || title} title={title} className={className}>
      <WarrantyDialogContent kind={kind} links={links} />
    </LazyWarrantyDialogButton>
  )
}
