// Imported first by main.ts, so it runs before Next.js loads: like `next start`, the server runs in
// production mode unless told otherwise.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
