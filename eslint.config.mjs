import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import i18next from 'eslint-plugin-i18next'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'tmp/**',
      'data/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/cms/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Code that reaches the browser builds its schemas with the domain's zod (src/domain/zod.ts: no eval).
    files: ['src/domain/**/*.ts', 'src/components/**/*.{ts,tsx}', 'src/blocks/**/*.{ts,tsx}'],
    ignores: ['src/domain/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import * as z from '@/domain/zod' (schemas built without eval, as the CSP requires).",
              allowTypeImports: true,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/\\/zod$/] > ImportSpecifier[imported.name='z']",
          message:
            "Import * as z from the domain's zod: zod's own z object keeps all of zod (every locale) in the browser's bundle.",
        },
      ],
    },
  },
  {
    // The interface's words come from the message catalogue (src/i18n), in the folders moved there: no words
    // written into JSX text or into an attribute a person reads or hears. src/i18n/noLiteralStrings.test.ts
    // holds the rule and shows it failing on an example.
    files: [
      'src/components/layout/**/*.tsx',
      'src/components/dealer-locator/**/*.tsx',
      'src/components/lead-forms/**/*.tsx',
      'src/components/rebates/**/*.tsx',
      'src/components/site/**/*.tsx',
      'src/blocks/**/*.tsx',
      'src/components/ui/**/*.tsx',
      'src/components/warranty/**/*.tsx',
      'src/components/resources/**/*.tsx',
      'src/components/dealer-map/**/*.tsx',
      'src/app/(frontend)/search/**/*.tsx',
      'src/app/(frontend)/blog/**/*.tsx',
      'src/components/dealer-pages/**/*.tsx',
      'src/app/_site/**/*.tsx',
      'src/app/(es)/**/*.tsx',
      'src/app/(fr)/**/*.tsx',
    ],
    // A block's admin fields are the editors', in the admin's own language.
    ignores: ['**/*.test.tsx', '**/testing.tsx', 'src/blocks/**/admin/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description'],
          },
          // t: a component's own namespace; tl: the locator's, where a component also uses the locator's words.
          callees: {
            exclude: ['t', 'tl', 't\\.(rich|markup|raw|has)', 'useTranslations', 'getTranslations'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[←→↑↓↗·©×…–—‹›]+'] },
          message: 'Words a visitor reads come from the message catalogue (src/i18n/messages)',
        },
      ],
    },
  },
]

export default config
