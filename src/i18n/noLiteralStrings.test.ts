import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The folders whose words come from the catalogue hold none written into their components: eslint.config.mjs
 * applies i18next/no-literal-string to them (JSX text, and the attributes a person reads or hears).
 */
const MOVED = [
  'src/components/layout',
  'src/components/dealer-locator',
  'src/components/lead-forms',
  'src/components/rebates',
  'src/components/site',
  'src/blocks',
  'src/components/ui',
  'src/components/warranty',
  'src/components/resources',
  'src/components/dealer-map',
  'src/app/(frontend)/search',
  'src/app/(frontend)/blog',
  'src/components/dealer-pages',
  'src/app/_site',
  'src/app/(es)',
  'src/app/(fr)',
]
const RULE = 'i18next/no-literal-string'

const eslint = new ESLint({ cwd: process.cwd() })

const problems = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line}`))

describe('words in the moved components', () => {
  it('come from the catalogue', async () => {
    expect(problems(await eslint.lintFiles(MOVED))).toEqual([])
  }, 120_000)

  it('are refused when written into JSX text or a read attribute', async () => {
    // A function component: the plugin does not look into JSX returned by a `const X = () =>` arrow at the top
    // level, so the moved components are function declarations.
    const source = [
      'export function Example({ t }: { t: (k: string) => string }) {',
      '  return (',
      '    <div>',
      '      <button aria-label="Close the menu" className="p-2">{t(\'close\')}</button>',
      '      <p>Find a dealer near you</p>',
      '      <input placeholder={t(\'zip\')} type="text" />',
      '    </div>',
      '  )',
      '}',
    ].join('\n')
    const [result] = await eslint.lintText(source, { filePath: 'src/components/layout/Example.tsx' })
    const lines = [...new Set((result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.line))]
    // The aria-label and the paragraph; not the class name, the type or the translated texts.
    expect(lines).toEqual([4, 5])
  }, 120_000)
})
