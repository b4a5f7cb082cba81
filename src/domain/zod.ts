import { config } from 'zod'

/**
 * The one zod for the domain's schemas. Zod compiles object parsers with `new Function` unless told not to, and
 * the site's Content-Security-Policy forbids eval in the browser (the probe alone is reported as a violation).
 * The setting has to be made before the first schema is built, so every schema module imports zod from here,
 * as a namespace (`import * as z from '../zod'`). Re-exporting zod's `z` object instead would make the bundler
 * keep all of zod (every locale's messages included, about 60 KB gzip more) in each form's browser code.
 */
config({ jitless: true })

export * from 'zod'
