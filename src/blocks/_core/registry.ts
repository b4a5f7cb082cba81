import type React from 'react'

import { ButtonsComponent } from '../navigation/Buttons/Component'
import { DealerResourcesComponent } from '../marketing/DealerResources/Component'
import { ColumnsComponent } from '../layout/Columns/Component'
import { DealerLocatorComponent } from '../dealers/DealerLocator/Component'
import { DealerLocatorSliderComponent } from '../dealers/DealerLocatorSlider/Component'
import { ZipBoxComponent } from '../dealers/ZipBox/Component'
import { HomeContactFormComponent } from '../forms/HomeContactForm/Component'
import { NewsletterComponent } from '../forms/Newsletter/Component'
import { GroupComponent } from '../layout/Group/Component'
import { ReusableSectionComponent } from '../layout/ReusableSection/Component'
import { HeadingComponent } from '../text/Heading/Component'
import { HtmlComponent } from '../text/Html/Component'
import { ImageComponent } from '../media/Image/Component'
import { ListComponent } from '../text/List/Component'
import { ParagraphComponent } from '../text/Paragraph/Component'
import { QuoteComponent } from '../text/Quote/Component'
import { RebateSavingsComponent } from '../marketing/RebateSavings/Component'
import { SeparatorComponent } from '../layout/Separator/Component'
import { TableComponent } from '../text/Table/Component'
import { CardRepeaterComponent } from '../marketing/CardRepeater/Component'
import { CustomerServiceCardComponent } from '../marketing/CustomerServiceCard/Component'
import { FaqListComponent } from '../marketing/FaqList/Component'
import { IconTextGridComponent } from '../marketing/IconTextGrid/Component'
import { ShareButtonsComponent } from '../marketing/ShareButtons/Component'
import { VideoPlayerComponent } from '../media/VideoPlayer/Component'
import { VideoContentComponent } from '../media/VideoContent/Component'
import { VideoCardsComponent } from '../media/VideoCards/Component'
import { LinkCardComponent } from '../marketing/LinkCard/Component'
import { ThreeColumnComponent } from '../marketing/ThreeColumn/Component'
import { StepsComponent } from '../marketing/Steps/Component'
import { FourLinksComponent } from '../marketing/FourLinks/Component'
import { TooltipContentComponent } from '../text/TooltipContent/Component'
import { ExampleSectionComponent } from '../marketing/ExampleSection/Component'
import { FiftyFiftyComponent } from '../marketing/FiftyFifty/Component'
import { IconListComponent } from '../marketing/IconList/Component'
import { CtaCardsComponent } from '../marketing/CtaCards/Component'
import { SpacerComponent } from '../marketing/Spacer/Component'
import { EmailBannerComponent } from '../marketing/EmailBanner/Component'
import { ProductFeaturesComponent } from '../marketing/ProductFeatures/Component'
import { BasicBannerComponent } from '../media/BasicBanner/Component'
import { HeroComponent } from '../media/Hero/Component'
import { NeedHelpBannerComponent } from '../marketing/NeedHelpBanner/Component'
import { ClosableBannerComponent } from '../marketing/ClosableBanner/Component'
import { StickyCtaComponent } from '../marketing/StickyCta/Component'
import { PageNavComponent } from '../navigation/PageNav/Component'
import { ReviewPlaceholderComponent } from '../products/ReviewPlaceholder/Component'
import { AccordionComponent } from '../layout/Accordion/Component'
import { ExpandableCardsComponent } from '../layout/ExpandableCards/Component'
import { WarrantyHeroComponent } from '../marketing/WarrantyHero/Component'
import { WarrantyModalButtonComponent } from '../marketing/WarrantyModalButton/Component'
import { TabsBackgroundComponent } from '../media/TabsBackground/Component'
import { DataTableComponent } from '../text/DataTable/Component'
import { GlobalSliderComponent } from '../media/GlobalSlider/Component'
import { QuoteSliderComponent } from '../media/QuoteSlider/Component'
import { TabsSliderComponent } from '../media/TabsSlider/Component'
import { guidanceComponents } from '../guidance/components'
import { learnComponents } from '../learn/components'
import { ownershipComponents } from '../ownership/components'
import { productContentComponents } from '../productContent/components'
import { productNavComponents } from '../productNav/components'
import type { BlockByType, BlockProps, BlockType } from './types'

/**
 * One component per generated block type. Containers (columns, group, and every later one) get the renderer
 * for their nested blocks as the `renderBlocks` prop, so no block imports RenderBlocks and this map has no
 * import cycle. The mapped type makes a block config without a
 * component (or a component with the wrong props) a compile error once types are regenerated.
 */
export type BlockRegistry = { [K in BlockType]: React.FC<BlockProps<BlockByType[K]>> }

// A missing or mismatched entry is reported here, e.g. "Property 'table' is missing".
export const blockRegistry: BlockRegistry = {
  accordion: AccordionComponent,
  reusableSection: ReusableSectionComponent,
  expandableCards: ExpandableCardsComponent,
  warrantyHero: WarrantyHeroComponent,
  warrantyModalButton: WarrantyModalButtonComponent,
  tabsBackground: TabsBackgroundComponent,
  dataTable: DataTableComponent,
  hero: HeroComponent,
  basicBanner: BasicBannerComponent,
  buttons: ButtonsComponent,
  columns: ColumnsComponent,
  dealerLocator: DealerLocatorComponent,
  dealerResources: DealerResourcesComponent,
  dealerLocatorSlider: DealerLocatorSliderComponent,
  zipBox: ZipBoxComponent,
  group: GroupComponent,
  heading: HeadingComponent,
  homeContactForm: HomeContactFormComponent,
  html: HtmlComponent,
  image: ImageComponent,
  list: ListComponent,
  newsletter: NewsletterComponent,
  paragraph: ParagraphComponent,
  quote: QuoteComponent,
  rebateSavings: RebateSavingsComponent,
  separator: SeparatorComponent,
  table: TableComponent,
  customerServiceCard: CustomerServiceCardComponent,
  faqList: FaqListComponent,
  cardRepeater: CardRepeaterComponent,
  iconTextGrid: IconTextGridComponent,
  shareButtons: ShareButtonsComponent,
  needHelpBanner: NeedHelpBannerComponent,
  closableBanner: ClosableBannerComponent,
  stickyCta: StickyCtaComponent,
  pageNav: PageNavComponent,
  reviewPlaceholder: ReviewPlaceholderComponent,
  videoPlayer: VideoPlayerComponent,
  videoContent: VideoContentComponent,
  videoCards: VideoCardsComponent,
  linkCard: LinkCardComponent,
  threeColumn: ThreeColumnComponent,
  steps: StepsComponent,
  fourLinks: FourLinksComponent,
  tooltipContent: TooltipContentComponent,
  exampleSection: ExampleSectionComponent,
  fiftyFifty: FiftyFiftyComponent,
  iconList: IconListComponent,
  ctaCards: CtaCardsComponent,
  spacer: SpacerComponent,
  emailBanner: EmailBannerComponent,
  productFeatures: ProductFeaturesComponent,
  globalSlider: GlobalSliderComponent,
  quoteSlider: QuoteSliderComponent,
  tabsSlider: TabsSliderComponent,
  ...productContentComponents,
  ...productNavComponents,
  ...ownershipComponents,
  ...guidanceComponents,
  ...learnComponents,
}

/** True when a component exists for this name (content may hold blocks this code no longer knows). */
export function isBlockType(name: unknown): name is BlockType {
  return typeof name === 'string' && Object.hasOwn(blockRegistry, name)
}
