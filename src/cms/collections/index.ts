import type { CollectionConfig } from 'payload'

import { DealerFormerPaths } from './DealerFormerPaths'
import { DealerImports } from './DealerImports'
import { DealerReviews } from './DealerReviews'
import { Dealers } from './Dealers'
import { Documents } from './Documents'
import { Leads } from './Leads'
import { Media } from './Media'
import { NewsletterSignups } from './NewsletterSignups'
import { NotFoundAddresses } from './NotFoundAddresses'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { ModelFamilies } from './ModelFamilies'
import { ProductCategories } from './ProductCategories'
import { Products } from './Products'
import { RebatePrograms } from './RebatePrograms'
import { Sections } from './Sections'
import { Users } from './Users'

export const collections: CollectionConfig[] = [
  Pages,
  Sections,
  Media,
  Documents,
  ProductCategories,
  ModelFamilies,
  Products,
  Users,
  Dealers,
  DealerReviews,
  DealerFormerPaths,
  DealerImports,
  Leads,
  NewsletterSignups,
  RebatePrograms,
  Posts,
  NotFoundAddresses,
]
