import type { CollectionConfig } from 'payload'

import { DealerReviews } from './DealerReviews'
import { Dealers } from './Dealers'
import { Documents } from './Documents'
import { Leads } from './Leads'
import { Media } from './Media'
import { NewsletterSignups } from './NewsletterSignups'
import { Pages } from './Pages'
import { Users } from './Users'

export const collections: CollectionConfig[] = [Pages, Media, Documents, Users, Dealers, DealerReviews, Leads, NewsletterSignups]
