import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs the same check `npm test` runs, on the small tree in ./fixture. */
function cruiseFixture() {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'src',
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
    ],
    { cwd: path.join(import.meta.dirname, 'fixture'), encoding: 'utf8' },
  )
  // Each violation reads "error <rule>: <from> → <to>"; a cycle lists its modules over several lines.
  const violations = [...result.stdout.matchAll(/^\s*error ([\w-]+): ([\s\S]*?)(?=\n\s*error |\n\n)/gm)].map(
    ([, rule, path]) => `${rule}: ${path?.replace(/\s+/g, ' ').trim()}`,
  )
  return { status: result.status, violations }
}

describe('the import rules', () => {
  it(
    'fail the run on each forbidden import and on a cycle, and let the allowed ones through',
    { timeout: 30_000 },
    () => {
      const { status, violations } = cruiseFixture()
      expect(violations).toEqual(
        expect.arrayContaining([
          'no-circular: src/lib/pricing/discounts.ts → src/lib/pricing/seasons.ts → src/lib/pricing/discounts.ts',
          'domain-is-pure: src/domain/price.ts → src/lib/catalog.ts',
          'domain-is-pure: src/domain/label.ts → ../../../node_modules/react/index.js',
          'cms-without-lib: src/cms/collections/products.ts → src/lib/catalog.ts',
          'islands-take-props: src/components/finder/Finder.client.tsx → src/lib/catalog.ts',
          'blocks-receive-renderBlocks: src/blocks/layout/Box/Nested.tsx → src/blocks/_core/RenderBlocks.tsx',
          'blocks-share-through-core: src/blocks/text/Caption/Component.tsx → src/blocks/layout/Box/Component.tsx',
          'blocks-read-no-data: src/blocks/text/Price/Component.tsx → src/lib/catalog.ts',
          'clients-stand-alone: src/clients/queue.ts → src/lib/catalog.ts',
          'components-without-cms: src/components/finder/FinderPage.tsx → src/cms/collections/products.ts',
          'server-stands-apart: src/lib/gateStatus.ts → src/server/gate.ts',
        ]),
      )
      // Nothing else: lib → domain and config, the seed → lib, the renderer → blocks, a block → its own files
      // and _core/shared, and the server → config are allowed.
      expect(violations).toHaveLength(11)
      expect(status).toBe(11)
    },
  )
})
