import { z } from 'zod'

/**
 * The one zod for the domain's schemas. Zod compiles object parsers with `new Function` unless told not to, and
 * the site's Content-Security-Policy forbids eval in the browser (the probe alone is reported as a violation).
 * The setting has to be made before the first schema is built, so every schema module imports `z` from here.
 */
z.config({ jitless: true })

export { z }
