import 'server-only'

import { runLeadJobsSoon } from '../../cms/jobs/leadJobs'
import { env } from '../../config/env'
import { getPayloadClient } from '../payload'
import { getSiteSettingsForApi } from '../site/queries'
import type { FormApiDeps } from './submission'

/** The form endpoints as the site runs them. */
export const payloadFormDeps: FormApiDeps = {
  payload: getPayloadClient,
  settings: getSiteSettingsForApi,
  siteUrl: env().SITE_URL,
  afterCommit: (payload) => {
    if (env().JOBS_AUTORUN === 'true') runLeadJobsSoon(payload)
  },
}
