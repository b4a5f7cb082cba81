import { createPlacesHandler } from '@/lib/geo/places'

/** US and Canadian places by name, each with a zip to search it by (the locator's city search). */
export const GET = createPlacesHandler()
