import type { Block } from 'payload'

import { BigNumberList } from './BigNumberList/config'
import { CustomerServicePhoneCard } from './CustomerServicePhoneCard/config'
import { EnergyGuideDocuments, WarrantyDocuments } from './DocumentLists/config'
import { DocumentTabs } from './DocumentTabs/config'
import { PricingGuideCards } from './PricingGuideCards/config'
import { TaxCreditCertificates } from './TaxCreditCertificates/config'
import { WarrantyTypes } from './WarrantyTypes/config'

/** This area's page-level blocks (wired into the page layout by _core/contentBlocks.ts). Order = menu order. */
export const ownershipBlocks: Block[] = [
  PricingGuideCards,
  WarrantyTypes,
  BigNumberList,
  TaxCreditCertificates,
  DocumentTabs,
  WarrantyDocuments,
  EnergyGuideDocuments,
  CustomerServicePhoneCard,
]
