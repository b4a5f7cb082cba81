import { accordion } from '../layout/Accordion'
import { airQualityCards } from '../productNav/AirQualityCards'
import { basicBanner } from '../media/BasicBanner'
import { bigNumberList } from '../ownership/BigNumberList'
import { buttons } from '../navigation/Buttons'
import { cardRepeater } from '../marketing/CardRepeater'
import { closableBanner } from '../marketing/ClosableBanner'
import { columns } from '../layout/Columns'
import { commercialResourceTabs } from '../productNav/CommercialResourceTabs'
import { commonIssues } from '../guidance/CommonIssues'
import { ctaCards } from '../marketing/CtaCards'
import { customerServiceCard } from '../marketing/CustomerServiceCard'
import { customerServicePhoneCard } from '../ownership/CustomerServicePhoneCard'
import { dataTable } from '../text/DataTable'
import { dealerLocator } from '../dealers/DealerLocator'
import { dealerLocatorSlider } from '../dealers/DealerLocatorSlider'
import { dealerResources } from '../marketing/DealerResources'
import { documentTabs } from '../ownership/DocumentTabs'
import { emailBanner } from '../marketing/EmailBanner'
import { energyGuideDocuments, warrantyDocuments } from '../ownership/DocumentLists'
import { exampleSection } from '../marketing/ExampleSection'
import { expandableCards } from '../layout/ExpandableCards'
import { faqList } from '../marketing/FaqList'
import { fiftyFifty } from '../marketing/FiftyFifty'
import { fourLinks } from '../marketing/FourLinks'
import { globalSlider } from '../media/GlobalSlider'
import { group } from '../layout/Group'
import { heading } from '../text/Heading'
import { hero } from '../media/Hero'
import { homeContactForm } from '../forms/HomeContactForm'
import { html } from '../text/Html'
import { hvacBasicsNav } from '../learn/HvacBasicsNav'
import { iconList } from '../marketing/IconList'
import { iconTextGrid } from '../marketing/IconTextGrid'
import { image } from '../media/Image'
import { linkCard } from '../marketing/LinkCard'
import { list } from '../text/List'
import { maintenanceGrid } from '../guidance/MaintenanceGrid'
import { needHelpBanner } from '../marketing/NeedHelpBanner'
import { newsletter } from '../forms/Newsletter'
import { pageNav } from '../navigation/PageNav'
import { paragraph } from '../text/Paragraph'
import { pricingGuideCards } from '../ownership/PricingGuideCards'
import { productCategorySidebar } from '../productNav/ProductCategorySidebar'
import { productComparison } from '../productContent/ProductComparison'
import { productFeatures } from '../marketing/ProductFeatures'
import { productHub } from '../productNav/ProductHub'
import { productSelector } from '../productContent/ProductSelector'
import { quote } from '../text/Quote'
import { quoteSlider } from '../media/QuoteSlider'
import { rebateSavings } from '../marketing/RebateSavings'
import { relatedArticles } from '../learn/RelatedArticles'
import { reusableSection } from '../layout/ReusableSection'
import { reviewPlaceholder } from '../products/ReviewPlaceholder'
import { separator } from '../layout/Separator'
import { shareButtons } from '../marketing/ShareButtons'
import { spacer } from '../marketing/Spacer'
import { steps } from '../marketing/Steps'
import { stickyCta } from '../marketing/StickyCta'
import { table } from '../text/Table'
import { tabsBackground } from '../media/TabsBackground'
import { tabsSlider } from '../media/TabsSlider'
import { taxCreditCertificates } from '../ownership/TaxCreditCertificates'
import { threeColumn } from '../marketing/ThreeColumn'
import { tooltipContent } from '../text/TooltipContent'
import { troubleshootingGrid } from '../guidance/TroubleshootingGrid'
import { videoCards } from '../media/VideoCards'
import { videoContent } from '../media/VideoContent'
import { videoPlayer } from '../media/VideoPlayer'
import { warrantyHero } from '../marketing/WarrantyHero'
import { warrantyModalButton } from '../marketing/WarrantyModalButton'
import { warrantyTypes } from '../ownership/WarrantyTypes'
import { zipBox } from '../dealers/ZipBox'

/**
 * Every block, each defined in its own folder's index.ts. The order is the order of the editors' block menus.
 * A block added here is offered where its definition's `places` say, rendered, catalogued in the picker and
 * answered by the page's data step; `tests/blocks` checks every one of them.
 */
export const blockDefinitions = [
  // Blocks any container may hold (leaf blocks)
  heading,
  paragraph,
  image,
  buttons,
  list,
  quote,
  table,
  separator,
  html,
  customerServiceCard,
  faqList,
  cardRepeater,
  iconTextGrid,
  shareButtons,
  rebateSavings,
  dealerResources,
  // Page-level content
  hero,
  basicBanner,
  warrantyHero,
  warrantyModalButton,
  accordion,
  expandableCards,
  tabsBackground,
  dataTable,
  needHelpBanner,
  closableBanner,
  stickyCta,
  pageNav,
  reviewPlaceholder,
  videoPlayer,
  videoContent,
  videoCards,
  linkCard,
  threeColumn,
  steps,
  fourLinks,
  tooltipContent,
  exampleSection,
  fiftyFifty,
  iconList,
  ctaCards,
  spacer,
  emailBanner,
  productFeatures,
  globalSlider,
  quoteSlider,
  tabsSlider,
  // Product content and navigation
  productComparison,
  productSelector,
  productHub,
  productCategorySidebar,
  airQualityCards,
  commercialResourceTabs,
  // Ownership
  pricingGuideCards,
  warrantyTypes,
  bigNumberList,
  taxCreditCertificates,
  documentTabs,
  warrantyDocuments,
  energyGuideDocuments,
  customerServicePhoneCard,
  // Guidance and learning
  commonIssues,
  troubleshootingGrid,
  maintenanceGrid,
  relatedArticles,
  hvacBasicsNav,
  // Containers, dealer tools and forms
  columns,
  group,
  reusableSection,
  dealerLocator,
  dealerLocatorSlider,
  zipBox,
  homeContactForm,
  newsletter,
] as const
