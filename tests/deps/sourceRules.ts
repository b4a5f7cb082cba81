import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The two house rules that are about a file's text rather than its imports' directions, which
 * dependency-cruiser cannot state: `'use client'` only in a client module, and `import 'server-only'` in every
 * lib/ module that reaches the database.
 */

const SOURCE = /\.tsx?$/
const TEST = /\.test\.tsx?$/
/** An island (`.tsx`) or a client hook (`.ts`) says so in its name. */
export const CLIENT_MODULE = /\.client\.tsx?$/

/** Every source file under `src/` of `root` (tests excluded), as a path relative to `root` with `/`. */
function sourceFiles(root: string, under: string): string[] {
  const folder = path.join(root, under)
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(under, file.split(path.sep).join('/')))
    .sort()
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8')

/** The file's text after its leading comments and blank lines: where a directive must stand. */
const afterLeadingComments = (text: string) => text.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '')

/** True when the file opens with the `'use client'` directive. */
export const isClientModule = (text: string) => /^(['"])use client\1/.test(afterLeadingComments(text))

/** Files under `src/` that say `'use client'` but are not named as client modules. */
export function useClientOutsideClientModules(root: string): string[] {
  return sourceFiles(root, 'src').filter(
    (file) => !CLIENT_MODULE.test(file) && isClientModule(read(root, file)),
  )
}

/** Every module a file names in an import or export (`import type` included), static or dynamic. */
export function importedSpecifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
  return found.map(([, specifier]) => specifier ?? '')
}

/** Packages that are the database or Payload, whose client is the database. */
const DATABASE_PACKAGE =
  /^(payload|@payload-config|@payloadcms\/db-[\w-]+|pg|better-sqlite3|@libsql\/client|drizzle-orm)(\/|$)/
/** Modules of the application that hand out the database: lib/payload (the client) and cms/db (raw SQL). */
const DATABASE_MODULE = /^src\/(lib\/payload(\.tsx?)?|cms\/db(\/.*)?)$/

/** The file under `root` a specifier names (`@/` is `src/`), without extension; null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2))
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier)
  return null
}

/** True when the module reaches Payload or the database itself, even only through Payload's types. */
export function touchesDatabase(file: string, text: string): boolean {
  return importedSpecifiers(text).some((specifier) => {
    const local = target(file, specifier)
    return local === null ? DATABASE_PACKAGE.test(specifier) : DATABASE_MODULE.test(local)
  })
}

const SERVER_ONLY = /^\s*import\s*['"]server-only['"]/m

/** Modules of `src/lib/` that reach the database without `import 'server-only'`. */
export function databaseModulesWithoutServerOnly(root: string): string[] {
  return sourceFiles(root, 'src/lib').filter((file) => {
    const text = read(root, file)
    return touchesDatabase(file, text) && !SERVER_ONLY.test(text)
  })
}
