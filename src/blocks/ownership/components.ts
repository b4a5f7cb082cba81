import { BigNumberListComponent } from './BigNumberList/Component'
import { CustomerServicePhoneCardComponent } from './CustomerServicePhoneCard/Component'
import { EnergyGuideDocumentsComponent, WarrantyDocumentsComponent } from './DocumentLists/Component'
import { DocumentTabsComponent } from './DocumentTabs/Component'
import { PricingGuideCardsComponent } from './PricingGuideCards/Component'
import { TaxCreditCertificatesComponent } from './TaxCreditCertificates/Component'
import { WarrantyTypesComponent } from './WarrantyTypes/Component'

/** This area's block components by block type (spread into _core/registry.ts). */
export const ownershipComponents = {
  pricingGuideCards: PricingGuideCardsComponent,
  warrantyTypes: WarrantyTypesComponent,
  bigNumberList: BigNumberListComponent,
  taxCreditCertificates: TaxCreditCertificatesComponent,
  documentTabs: DocumentTabsComponent,
  warrantyDocuments: WarrantyDocumentsComponent,
  energyGuideDocuments: EnergyGuideDocumentsComponent,
  customerServicePhoneCard: CustomerServicePhoneCardComponent,
}
