import { useTranslations } from 'next-intl'
import type React from 'react'

import type { DataTableBlock } from '@/payload-types'

import { BlockShell } from '../../_core/shared/BlockShell'
import { FOCUS_RING } from '../../_core/shared/styles'
import { spanRows, tableColumns } from '../../../domain/tables/spans'
import { Cell, type CellBackground } from './Cell'

/**
 * A table built in the editor: header rows and body rows of cells that may span columns and take a
 * background. Like the core table it scrolls sideways inside a focusable, named region (keyboard users can
 * scroll it too); with “fixed first column” that column stays in view while the rest scrolls.
 */
export const DataTableComponent: React.FC<DataTableBlock> = ({
  caption,
  fixedFirstColumn,
  rowHeaders,
  headerRows,
  bodyRows,
  appearance,
}) => {
  const t = useTranslations('blocks.table')
  const columns = tableColumns<CellBackground>(headerRows, bodyRows)
  const head = spanRows<CellBackground>(headerRows, columns)
  const body = spanRows<CellBackground>(bodyRows, columns)
  if (!body.length && !head.length) return null
  const fixed = fixedFirstColumn === true
  return (
    <BlockShell appearance={appearance}>
      <div
        role="region"
        aria-label={caption || t('label')}
        tabIndex={0}
        className={`overflow-x-auto rounded-sm bg-white text-ink [--focus-ring:var(--color-brand-700)] ${FOCUS_RING}`}
      >
        <table className="min-w-full border-separate border-spacing-0 text-base">
          {caption ? (
            <caption className="mb-3 text-left text-lg font-semibold text-brand-900">{caption}</caption>
          ) : null}
          {head.length ? (
            <thead>
              {head.map((cells, row) => (
                <tr key={row}>
                  {cells.map((cell, index) => (
                    <Cell key={index} cell={cell} role="col" fixed={fixed && index === 0} />
                  ))}
                </tr>
              ))}
            </thead>
          ) : null}
          <tbody>
            {body.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, index) => (
                  <Cell
                    key={index}
                    cell={cell}
                    role={rowHeaders === true && index === 0 ? 'row' : 'data'}
                    fixed={fixed && index === 0}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BlockShell>
  )
}
