// The import directions `npm test` holds (`depcruise src`): app → components, blocks → lib → domain; lib → cms;
// config/ and the generated payload-types.ts for everything outside domain/, which stays plain TypeScript.

/** Test files beside the code may reach further (a container's test renders real children). */
const TEST_FILE = '\\.test\\.tsx?$'
const FRAMEWORKS = '(^|/)node_modules/(next|react|react-dom|payload|@payloadcms/[^/]+)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other load in an order nobody chose; pass a function in instead.',
      from: {},
      // A cycle made only of type imports vanishes at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds plain rules: nothing of the app, and no Next, React or Payload.',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/', path: ['^src/', FRAMEWORKS] },
    },
    {
      name: 'lib-below-ui',
      severity: 'error',
      comment: 'lib/ serves pages, blocks and components; it never imports them.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(app|components|blocks)/' },
    },
    {
      name: 'cms-without-lib',
      severity: 'error',
      comment: 'The Payload CLI loads cms/ in plain Node: it must not pull in lib/ (only the seed may).',
      from: { path: '^src/cms/', pathNot: '^src/cms/seed/' },
      to: { path: '^src/lib/' },
    },
    {
      name: 'cms-without-ui',
      severity: 'error',
      comment: 'cms/ describes content; pages and components read it, not the other way round.',
      from: { path: '^src/cms/' },
      to: { path: '^src/(app|components)/' },
    },
    {
      name: 'ui-below-app',
      severity: 'error',
      comment: 'Routes compose components and blocks; those never import a route.',
      from: { path: '^src/(components|blocks|lib|domain|cms|config|clients)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'blocks-receive-renderBlocks',
      severity: 'error',
      comment: 'A container gets renderBlocks as a prop; importing the renderer would close a cycle.',
      from: { path: '^src/blocks/', pathNot: ['^src/blocks/_core/', TEST_FILE] },
      to: { path: '^src/blocks/_core/RenderBlocks' },
    },
    {
      name: 'blocks-read-no-data',
      severity: 'error',
      comment:
        'A block renders its fields and the answers it is given: it declares what it needs (defineBlock `data`) ' +
        'and the page data step reads it, so no block imports lib/ or cms/. Fixtures are test data.',
      from: { path: '^src/blocks/', pathNot: [TEST_FILE, '/fixture\\.ts$'] },
      to: { path: '^src/(lib|cms)/' },
    },
    {
      name: 'blocks-share-through-core',
      severity: 'error',
      comment:
        'A block is one unit: it imports another block only through blocks/_core (shared pieces live in _core/shared) or components/ui.',
      // $1 is the importing block's own folder (<category>/<Name>), which it may import freely.
      from: { path: '^src/blocks/([^/_][^/]*/[^/]+)/', pathNot: TEST_FILE },
      to: { path: '^src/blocks/', pathNot: ['^src/blocks/_core/', '^src/blocks/$1/'] },
    },
    {
      name: 'components-without-cms',
      severity: 'error',
      comment:
        'Components render the props they get; the content model is read by lib/, which hands them data.',
      from: { path: '^src/components/' },
      to: { path: '^src/cms/' },
    },
    {
      name: 'server-stands-apart',
      severity: 'error',
      comment: 'src/server is the production server around Next.js; the application never imports it.',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'islands-take-props',
      severity: 'error',
      comment: 'A client island runs in the browser: it gets plain props, never server data access.',
      from: { path: '\\.client\\.tsx$' },
      to: { path: '^src/(lib|cms)/' },
    },
    {
      name: 'clients-stand-alone',
      severity: 'error',
      comment: 'clients/ holds connections to outside services that cms/ and lib/ share: built on config/ and domain/.',
      from: { path: '^src/clients/' },
      to: { path: '^src/(app|components|blocks|lib|cms|server)/' },
    },
    {
      name: 'config-stands-alone',
      severity: 'error',
      comment: 'Everyone may import config/, so config/ builds on nothing but plain domain/ rules.',
      from: { path: '^src/config/' },
      to: { path: '^src/(app|components|blocks|lib|cms|clients)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing fails at run time.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/cms/migrations/' },
    // Type-only imports count: a domain rule that knows Payload's types is coupled to Payload.
    tsPreCompilationDeps: true,
    // Absolute, so the rule test can cruise its fixture tree from another folder.
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
