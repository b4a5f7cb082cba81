import type { Block } from 'payload'

import { DealerLocator } from '../dealers/DealerLocator/config'
import { DealerLocatorSlider } from '../dealers/DealerLocatorSlider/config'
import { ZipBoxBlock } from '../dealers/ZipBox/config'
import { HomeContactFormBlock } from '../forms/HomeContactForm/config'
import { NewsletterBlock } from '../forms/Newsletter/config'
import { Columns } from '../layout/Columns/config'
import { Group } from '../layout/Group/config'
import { ReusableSection } from '../layout/ReusableSection/config'
import { withRowLabels } from './admin/withRowLabels'
import { withThumbnails } from './admin/withThumbnails'
import { contentBlocks } from './contentBlocks'
import { leafBlocks } from './leafBlocks'

/** Page level only: a locator or a slider needs the page's full width, never a column's. */
const pageLevelDealerBlocks = (): Block[] => [DealerLocator, DealerLocatorSlider, ZipBoxBlock]

/**
 * Every block a page's layout may hold. Nesting is finite: Columns -> column blocks (leaf + Group),
 * Group -> leaf blocks only. Inline block arrays (not blockReferences) work the same on SQLite and PostgreSQL.
 */
export const layoutBlocks: Block[] = withThumbnails(
  withRowLabels([
    ...leafBlocks,
    ...contentBlocks,
    Columns,
    Group,
    // Page level: a section holds columns and groups of its own.
    ReusableSection,
    ...pageLevelDealerBlocks(),
    // Page level: a form needs room for its fields.
    HomeContactFormBlock,
    NewsletterBlock,
  ]),
)
