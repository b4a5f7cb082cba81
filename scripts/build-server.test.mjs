import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { buildServer, compiledServer, serverIsStale } from './build-server.mjs'
import { root } from './lib.mjs'

const distDir = `tmp/build-server-test-${process.pid}/dist`

afterAll(() => rmSync(path.join(root, path.dirname(distDir)), { recursive: true, force: true }))

describe('the compiled production server', () => {
  it('is one file in the dist folder that imports only Node built-ins and packages', async () => {
    expect(serverIsStale(distDir)).toBe(true)
    const outfile = await buildServer(distDir)
    expect(outfile).toBe(path.join(root, distDir, 'server-main.mjs'))
    expect(existsSync(`${outfile}.map`)).toBe(true)
    const code = readFileSync(outfile, 'utf8')
    const imported = [...code.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1])
    expect(imported).toContain('next')
    expect(imported.filter((name) => name.startsWith('.') || name.startsWith('@/'))).toEqual([])
    // main.ts finds the project folder from the compiled file's place, three folders down here.
    expect(code).toContain('"../../.."')
    expect(serverIsStale(distDir)).toBe(false)
  }, 30_000)

  it('is compiled again when a source it was made from changed or the file is gone', async () => {
    const outfile = compiledServer(distDir)
    if (!existsSync(outfile)) await buildServer(distDir)
    const sources = `${outfile}.sources.json`
    const recorded = JSON.parse(readFileSync(sources, 'utf8'))
    expect(Object.keys(recorded)).toContain('src/server/main.ts')
    writeFileSync(sources, JSON.stringify({ ...recorded, 'src/server/main.ts': 'not its hash' }))
    expect(serverIsStale(distDir)).toBe(true)
    writeFileSync(sources, JSON.stringify(recorded))
    expect(serverIsStale(distDir)).toBe(false)
    rmSync(outfile)
    expect(serverIsStale(distDir)).toBe(true)
  }, 30_000)
})
