import * as z from '../zod'

import { isProductEnvironment } from './environments'

/**
 * The path parameter of GET /api/v1/products/{environment}/allproducts. A value that cannot be an environment
 * name at all (too long, other characters) is a malformed request (400); a well-formed name that is not one of
 * PRODUCT_ENVIRONMENTS is an unknown resource (404), decided by the handler with isProductEnvironment.
 */
export const MAX_ENVIRONMENT_LENGTH = 32

export const environmentParamSchema = z.object({
  environment: z
    .string({ error: 'environment is required' })
    .min(1, 'environment is required')
    .max(MAX_ENVIRONMENT_LENGTH, `environment must be at most ${MAX_ENVIRONMENT_LENGTH} characters`)
    .regex(/^[a-z]+(?:-[a-z]+)*$/, 'environment must be lower-case letters and dashes, e.g. residential'),
})

export type EnvironmentParam = z.infer<typeof environmentParamSchema>

export { isProductEnvironment }
