import { createPostalAreaHandler } from '@/lib/geo/postalArea'

/** City and state of a zip or postal code, for the forms' address fields. */
export const GET = createPostalAreaHandler()
