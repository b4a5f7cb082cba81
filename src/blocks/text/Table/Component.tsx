import { useTranslations } from 'next-intl'
import type React from 'react'

import type { TableBlock } from '@/payload-types'

import { FOCUS_RING } from '../../_core/shared/styles'
import { tableGrid } from './cells'

const CELL = 'border-b border-current/15 px-4 py-3 align-top'

function BodyRow({ cells, headerColumn }: { cells: string[]; headerColumn: boolean }) {
  return (
    <tr>
      {cells.map((text, index) =>
        headerColumn && index === 0 ? (
          <th key={index} scope="row" className={`${CELL} text-left font-semibold`}>
            {text}
          </th>
        ) : (
          <td key={index} className={CELL}>
            {text}
          </td>
        ),
      )}
    </tr>
  )
}

export const TableComponent: React.FC<TableBlock> = ({ caption, hasHeaderRow, hasHeaderColumn, rows }) => {
  const t = useTranslations('blocks.table')
  const grid = tableGrid(rows)
  if (!grid.length) return null
  const [head, ...rest] = grid
  const header = hasHeaderRow === true && head !== undefined ? head : null
  const body = header ? rest : grid
  return (
    // Wide tables scroll sideways inside a focusable, named region so keyboard users can scroll too.
    <div
      role="region"
      aria-label={caption || t('label')}
      tabIndex={0}
      className={`overflow-x-auto rounded-sm ${FOCUS_RING}`}
    >
      <table className="w-full border-collapse text-left text-base">
        {caption ? <caption className="mb-3 text-left text-lg font-semibold">{caption}</caption> : null}
        {header ? (
          <thead>
            <tr>
              {header.map((text, index) => (
                <th key={index} scope="col" className="border-b-2 border-current px-4 py-3 font-semibold">
                  {text}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((cells, index) => (
            <BodyRow key={index} cells={cells} headerColumn={hasHeaderColumn === true} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
