import type { CollectionConfig } from 'payload'

import { DealerReviews } from './DealerReviews'
import { Dealers } from './Dealers'
import { Documents } from './Documents'
import { Media } from './Media'
import { Pages } from './Pages'
import { Users } from './Users'

export const collections: CollectionConfig[] = [Pages, Media, Documents, Users, Dealers, DealerReviews]
