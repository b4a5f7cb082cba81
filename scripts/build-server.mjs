// Compiles the site's own server (src/server/main.ts and the application modules it imports) into one
// JavaScript file inside the Next dist folder, so production runs it with plain `node`. Packages from
// node_modules stay imports. Written beside the build it serves: `next build` empties that folder, so a
// compiled server from an earlier build never outlives it.
//
//   node scripts/build-server.mjs               compile
//   node scripts/build-server.mjs --if-needed   compile only when the file is missing or a source it was
//                                               compiled from has changed since (npm run serve does this)
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ENTRY = 'src/server/main.ts'

/** The Next dist folder, as next.config.ts and the server read it. */
export const distDirOf = (env = process.env) => env.NEXT_DIST_DIR || '.next'

/** Where the compiled server lives for a dist folder (relative to the project, or absolute). */
export const compiledServer = (distDir = distDirOf()) =>
  path.resolve(root, distDir || '.next', 'server-main.mjs')

/** The record of what a compiled server was made from: each source file and its SHA-256. */
const sourcesFile = (outfile) => `${outfile}.sources.json`

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** True when the compiled server is missing, or one of its sources changed or disappeared since. */
export function serverIsStale(distDir = distDirOf()) {
  const outfile = compiledServer(distDir)
  if (!existsSync(outfile) || !existsSync(sourcesFile(outfile))) return true
  try {
    const sources = JSON.parse(readFileSync(sourcesFile(outfile), 'utf8'))
    return Object.entries(sources).some(([file, hash]) => {
      const full = path.join(root, file)
      return !existsSync(full) || sha256(full) !== hash
    })
  } catch {
    return true
  }
}

/**
 * Compiles the server into `<distDir>/server-main.mjs` (with its source map) and returns the file's path.
 * @param {string} [distDir]
 */
export async function buildServer(distDir = distDirOf()) {
  const { build } = await import('esbuild')
  const outfile = compiledServer(distDir)
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    tsconfig: 'tsconfig.json', // its paths (@/…) resolve
    // main.ts finds the project folder from its own place: two folders up in src/server, this way from here.
    define: {
      PROJECT_ROOT_FROM_SERVER: JSON.stringify(path.relative(path.dirname(outfile), root) || '.'),
    },
    banner: {
      js: '// Compiled from src/server/main.ts by scripts/build-server.mjs: edit the sources, not this file.',
    },
    metafile: true,
    logLevel: 'warning',
  })
  const sources = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .sort()
      .map((file) => [file, sha256(path.join(root, file))]),
  )
  writeFileSync(sourcesFile(outfile), JSON.stringify(sources, null, 2) + '\n')
  return outfile
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'build-server.mjs')) {
  const ifNeeded = process.argv.includes('--if-needed')
  if (!ifNeeded || serverIsStale()) {
    const started = Date.now()
    const outfile = await buildServer()
    console.log(`▸ Compiled the server to ${path.relative(root, outfile)} in ${Date.now() - started} ms`)
  }
}
