import type React from 'react'
import { useId } from 'react'

import type { TabsBackgroundBlock } from '@/payload-types'

import { LazyTabs } from '@/components/resources/lazy.client'

import { BlockShell } from '../../_core/shared/BlockShell'
import { tabIds } from '../../../domain/tabs/tabItems'
import { TabPanel } from './TabPanel'

/**
 * Tabs with a switching background (spec §2): a white card with the section title and the tabs, each tab a
 * bullet list, over the picture of the tab that is shown. The card and its children set no position, so each
 * panel's picture is placed against the section (see TabPanel).
 */
export const TabsBackgroundComponent: React.FC<TabsBackgroundBlock> = ({
  section_title,
  tabs,
  appearance,
}) => {
  const id = useId()
  const ids = tabIds(tabs.map((tab) => tab.tab_title))
  return (
    <BlockShell appearance={appearance}>
      <section
        aria-labelledby={id}
        className="relative isolate overflow-hidden rounded-lg lg:flex lg:min-h-[34rem] lg:items-center lg:bg-brand-900 lg:p-12"
      >
        <div className="w-full rounded-lg border border-line bg-white p-5 text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)] sm:p-8 lg:max-w-xl lg:border-0 lg:shadow-lg">
          <h2 id={id} className="mb-4 text-3xl font-bold">
            {section_title}
          </h2>
          <LazyTabs
            label={section_title}
            tabs={tabs.map((tab, index) => ({
              id: ids[index]!,
              label: tab.tab_title,
              content: <TabPanel tab={tab} />,
            }))}
          />
        </div>
      </section>
    </BlockShell>
  )
}
