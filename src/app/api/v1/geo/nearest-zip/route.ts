import { createNearestZipHandler } from '@/lib/geo/nearestZip'

/** The nearest US zip or Canadian postal area to the browser's position ('Use my location'). */
export const GET = createNearestZipHandler()
