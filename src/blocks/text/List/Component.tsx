import type React from 'react'

import type { ListBlock } from '@/payload-types'

export const ListComponent: React.FC<ListBlock> = ({ ordered, items }) => {
  const Tag = ordered ? 'ol' : 'ul'
  // Tailwind's reset removes list markers; put them back so the list still reads as a list.
  const marker = ordered ? 'list-decimal' : 'list-disc'
  return (
    <Tag className={`${marker} space-y-2 pl-6 text-base leading-relaxed sm:text-lg`}>
      {items.map((item, index) => (
        <li key={item.id ?? index}>{item.text}</li>
      ))}
    </Tag>
  )
}
