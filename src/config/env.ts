import path from 'node:path'
import { z } from 'zod'

import { DEFAULT_DATA_DIR, defaultDatabaseUrl, readOrCreateSecret } from './defaults.mjs'

/** Whether the runtime knows this IANA time zone name (America/New_York, Europe/Paris, UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** A variable set to nothing (`S3_BUCKET=` in a .env file or a compose template) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(type: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), type)

/**
 * Every environment variable the application reads, validated once.
 * Defaults make a fresh clone start with nothing configured.
 */
const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || /^(file:|postgres(ql)?:\/\/)/.test(v), {
      message: 'DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)',
    }),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.string().url('SITE_URL must be an absolute URL such as https://www.example.com').optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  MEDIA_DIR: z.string().optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  /** Requests to /api/* a visitor's address may make: RATE_LIMIT_BURST at once, RATE_LIMIT_PER_SECOND on average. */
  RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(40),
  /** Sign-in, forgot-password and reset-password posts an address may make a minute. */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Form posts (leads, newsletter) an address may make a minute. */
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Requests to /api/* a signed-in staff member may make, on average over ten seconds. */
  RATE_LIMIT_STAFF_PER_SECOND: z.coerce.number().int().min(1).default(100),
  /** Requests of one client (an IPv4 address or IPv6 /64) the server runs at once, pages and API alike. */
  REQUESTS_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).default(6),
  /** Further requests of one client that wait for one of those to end; beyond them the answer is 429. */
  REQUESTS_WAITING_PER_CLIENT: z.coerce.number().int().min(0).default(16),
  /** Requests of one signed-in staff member the server runs at once (the admin asks for many together). */
  REQUESTS_IN_FLIGHT_PER_STAFF: z.coerce.number().int().min(1).default(24),
  /**
   * Requests the server works on at once, whoever sent them; a slot that frees goes to the client holding the
   * fewest, so one visitor is never stuck behind a crowd of another client's requests.
   */
  REQUESTS_AT_ONCE: z.coerce.number().int().min(1).default(4),
  /** Shared store for rate limits when several instances serve the site; memory when unset. */
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
      message: 'REDIS_URL must start with redis:// or rediss://',
    }),
  /** How many proxies in front of the site append to X-Forwarded-For; 0 trusts no forwarding header. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Outgoing mail server, such as smtp://user:pass@mail.example.com:587; unset writes .eml files to the outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
      message: 'SMTP_URL must start with smtp:// or smtps://',
    }),
  MAIL_FROM: z.string().trim().default('Website <no-reply@localhost>'),
  /** Where non-dealer (customer service) leads are e-mailed; unset: customer-service@ the MAIL_FROM domain. */
  CUSTOMER_SERVICE_EMAIL: z
    .string()
    .trim()
    .email('CUSTOMER_SERVICE_EMAIL must be an e-mail address')
    .optional(),
  /** Leads older than this many days lose their personal fields (a daily job). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  /** 'false' stops this instance from running queued jobs (lead e-mails, retention); others still run them. */
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  /**
   * 'off' sends pages exactly as Next.js writes them: the production server (src/server/pageResponse.ts) then
   * neither moves their scripts after the first paint, nor compresses them itself, nor puts the site's 404 page
   * in place of Next's empty error document.
   */
  PAGE_REWRITE: z.enum(['on', 'off'], { message: 'PAGE_REWRITE must be on or off' }).default('on'),
  /** On SIGTERM, how long the requests in flight get to finish before the instance exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  /**
   * Object storage for the media and documents libraries (see objectStorage below): set S3_BUCKET to keep their
   * files in an S3 bucket instead of MEDIA_DIR; unset keeps them on disk.
   */
  S3_BUCKET: unsetWhenEmpty(z.string().trim().optional()),
  /** An S3-compatible server's address (MinIO, Ceph, R2...); unset talks to AWS S3 itself. */
  S3_ENDPOINT: unsetWhenEmpty(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), {
        message: 'S3_ENDPOINT must be an absolute URL such as https://s3.example.com',
      }),
  ),
  S3_REGION: unsetWhenEmpty(z.string().trim().default('us-east-1')),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().trim().optional()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().trim().optional()),
  /** 'true' addresses the bucket as a path (https://host/bucket/key), as most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(
    z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
  ),
  /**
   * A MapLibre style for the dealer maps (a hosted service's style.json, or one of the site's own over
   * self-hosted tiles); unset draws the site's basemap from the data it ships (docs/map.md). Its origin is
   * added to the Content-Security-Policy's connect-src and img-src.
   */
  MAP_STYLE_URL: unsetWhenEmpty(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || /^https?:\/\/[^/\s]+\/\S*$/.test(v), {
        message: 'MAP_STYLE_URL must be an absolute http(s) URL such as https://tiles.example.com/style.json',
      }),
  ),
  /**
   * A Google Maps Platform key with the Places API (New): the contact forms' street field then suggests whole
   * addresses from the maps service, and the site's Content-Security-Policy allows Google's origins. The key
   * goes to browsers (restrict it to the site's address in Google's console); unset keeps suggestions on the
   * site's own postal data and no request leaves the site.
   */
  PLACES_API_KEY: unsetWhenEmpty(
    z
      .string()
      .trim()
      .regex(/^[\w-]{20,100}$/, 'PLACES_API_KEY must be a Google API key (letters, digits, - and _)')
      .optional(),
  ),
  /**
   * The site's time zone (an IANA name such as America/Chicago): the admin's schedule drawer offers it first and
   * reads the time an editor picks in it.
   */
  SITE_TIMEZONE: unsetWhenEmpty(
    z
      .string()
      .trim()
      .default('America/New_York')
      .refine(isTimeZone, { message: 'SITE_TIMEZONE must be an IANA time zone such as America/New_York' }),
  ),
})

/** A bucket needs both keys: the error names each one missing. */
const schema = variables.superRefine((e, ctx) => {
  if (!e.S3_BUCKET) return
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name])
  for (const name of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${name} must be set when S3_BUCKET is set (missing: ${missing.join(', ')})`,
    })
  }
})

export type Env = z.infer<typeof schema> & {
  DATABASE_URL: string
  PAYLOAD_SECRET: string
  SITE_URL: string
  /** True when SITE_URL was configured (production); false on a default install, which answers at any local host name. */
  SITE_URL_IS_SET: boolean
  MEDIA_DIR: string
  /** Where messages go as .eml files when no SMTP_URL is set. */
  OUTBOX_DIR: string
  /** The bucket for media and documents; undefined keeps them on disk under MEDIA_DIR. */
  objectStorage: ObjectStorage | undefined
}

/** Validates a set of variables; throws one error that names every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    ...e,
    DATABASE_URL: e.DATABASE_URL ?? defaultDatabaseUrl(e.NODE_ENV, e.DATA_DIR),
    PAYLOAD_SECRET: e.PAYLOAD_SECRET ?? readOrCreateSecret(e.DATA_DIR),
    SITE_URL: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    SITE_URL_IS_SET: e.SITE_URL !== undefined,
    MEDIA_DIR: e.MEDIA_DIR ?? path.resolve(e.DATA_DIR, 'media'),
    OUTBOX_DIR: path.resolve(e.DATA_DIR, 'outbox'),
    objectStorage: objectStorage(e),
  }
}

/** Where uploaded files go when S3_BUCKET is set: the bucket and how to reach it. */
export type ObjectStorage = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** The S3 settings, or undefined (files on disk) when S3_BUCKET is unset; only S3_BUCKET was checked so far. */
function objectStorage(e: z.infer<typeof schema>): ObjectStorage | undefined {
  if (!e.S3_BUCKET) return undefined
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  }
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export const isPostgres = (url: string): boolean => /^postgres(ql)?:\/\//.test(url)
