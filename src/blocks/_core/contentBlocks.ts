import type { Block } from 'payload'

import { BasicBanner } from '../media/BasicBanner/config'
import { Hero } from '../media/Hero/config'
import { Accordion } from '../layout/Accordion/config'
import { ExpandableCards } from '../layout/ExpandableCards/config'
import { WarrantyHero } from '../marketing/WarrantyHero/config'
import { WarrantyModalButton } from '../marketing/WarrantyModalButton/config'
import { TabsBackground } from '../media/TabsBackground/config'
import { DataTable } from '../text/DataTable/config'
import { ClosableBanner } from '../marketing/ClosableBanner/config'
import { NeedHelpBanner } from '../marketing/NeedHelpBanner/config'
import { StickyCta } from '../marketing/StickyCta/config'
import { PageNav } from '../navigation/PageNav/config'
import { ReviewPlaceholder } from '../products/ReviewPlaceholder/config'
import { VideoPlayer } from '../media/VideoPlayer/config'
import { VideoContent } from '../media/VideoContent/config'
import { VideoCards } from '../media/VideoCards/config'
import { LinkCard } from '../marketing/LinkCard/config'
import { ThreeColumn } from '../marketing/ThreeColumn/config'
import { Steps } from '../marketing/Steps/config'
import { FourLinks } from '../marketing/FourLinks/config'
import { TooltipContent } from '../text/TooltipContent/config'
import { ExampleSection } from '../marketing/ExampleSection/config'
import { FiftyFifty } from '../marketing/FiftyFifty/config'
import { IconList } from '../marketing/IconList/config'
import { CtaCards } from '../marketing/CtaCards/config'
import { Spacer } from '../marketing/Spacer/config'
import { EmailBanner } from '../marketing/EmailBanner/config'
import { ProductFeatures } from '../marketing/ProductFeatures/config'
import { GlobalSlider } from '../media/GlobalSlider/config'
import { QuoteSlider } from '../media/QuoteSlider/config'
import { TabsSlider } from '../media/TabsSlider/config'
import { guidanceBlocks } from '../guidance/configs'
import { learnBlocks } from '../learn/configs'
import { ownershipBlocks } from '../ownership/configs'
import { productContentBlocks } from '../productContent/configs'
import { productNavBlocks } from '../productNav/configs'

/**
 * Page-level content blocks: heroes, carousels, tabs, accordions, banners, video and editorial sections. They
 * take a page's full width, so they are offered at the top level of a page only (not inside columns or groups),
 * which also keeps the database to one set of tables per block. Order = the editor's menu order.
 */
export const contentBlocks: Block[] = [
  Hero,
  BasicBanner,
  WarrantyHero,
  WarrantyModalButton,
  Accordion,
  ExpandableCards,
  TabsBackground,
  DataTable,
  NeedHelpBanner,
  ClosableBanner,
  StickyCta,
  PageNav,
  ReviewPlaceholder,
  VideoPlayer,
  VideoContent,
  VideoCards,
  LinkCard,
  ThreeColumn,
  Steps,
  FourLinks,
  TooltipContent,
  ExampleSection,
  FiftyFifty,
  IconList,
  CtaCards,
  Spacer,
  EmailBanner,
  ProductFeatures,
  GlobalSlider,
  QuoteSlider,
  TabsSlider,
  ...productContentBlocks,
  ...productNavBlocks,
  ...ownershipBlocks,
  ...guidanceBlocks,
  ...learnBlocks,
]
