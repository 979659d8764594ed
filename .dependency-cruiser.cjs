// Import rules `npm run lint` checks (docs/development.md, "Where a change goes"): no cycles, a server module
// reached only through its face, services free of HTTP, and packages that depend one way.
/** @type {import('dependency-cruiser').IConfiguration} */
const SERVER = '^packages/server/src/';
const TESTS = '\\.test\\.tsx?$|/test-support/';
const WEB = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included: a cycle means two files are one room.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-face-only',
      severity: 'error',
      comment:
        'A module uses another module through its face, modules/<name>/index.ts (its services, types and ' +
        'typed SQL fragments), never its repository, tables or other files.',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'face-hands-out-no-storage',
      severity: 'error',
      comment:
        "A module's face hands out services and camelCase domain types, never a repository function or a " +
        "table's rows: it re-exports nothing from a *.repository.ts or *.table.ts (typed SQL fragments " +
        'come from *.sql.ts). scripts/module-faces.test.ts checks the names it exports.',
      from: { path: `${SERVER}modules/[^/]+/index\\.ts$` },
      to: { path: '\\.(repository|table)\\.ts$' },
    },
    {
      name: 'outside-through-face',
      severity: 'error',
      comment:
        'Code outside the modules (flows, seed, CLI, HTTP) uses a module through its face. Only the wiring ' +
        'reaches further: routes.ts mounts *.routes.ts, db/tables.ts gathers *.table.ts, deps.ts and ' +
        'caches.ts build the per-instance caches.',
      from: {
        path: SERVER,
        pathNot: [
          `${SERVER}modules/`,
          TESTS,
          `${SERVER}(routes|deps|caches)\\.ts$`,
          `${SERVER}db/tables\\.ts$`,
        ],
      },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'wiring-reaches-only-its-parts',
      severity: 'error',
      comment:
        'The wiring files reach into a module only for what they wire (routes, tables, the caches caches.ts ' +
        'builds).',
      from: { path: `${SERVER}(routes|deps|caches)\\.ts$|${SERVER}db/tables\\.ts$` },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [
          `${SERVER}modules/[^/]+/index\\.ts$`,
          '\\.routes\\.ts$',
          '\\.table\\.ts$',
          `${SERVER}modules/(cart/writes/cart-snapshots|pricing/pricing-boundaries|products/catalog/catalog-lookup-cache)\\.ts$`,
        ],
      },
    },
    {
      name: 'deps-names-no-module',
      severity: 'error',
      comment:
        'deps.ts, which every service imports, names the per-instance caches by interfaces of its own and ' +
        'what they hold by cached-shapes.ts: a module or http/ file it imported would tie every module to ' +
        'that one (the cart snapshots once tied pricing’s face to the cart repository).',
      from: { path: `${SERVER}deps\\.ts$` },
      to: { path: `${SERVER}(modules|http)/` },
    },
    {
      name: 'modules-below-flows',
      severity: 'error',
      comment:
        'Flows and the seed use modules, never the other way round (a module importing one is a cycle).',
      from: { path: `${SERVER}modules/`, pathNot: TESTS },
      to: { path: `${SERVER}(flows|seed)/` },
    },
    {
      name: 'no-http-in-services',
      severity: 'error',
      comment:
        'Services, repositories and tables know nothing of HTTP; caching bytes is the route layer’s job.',
      from: { path: `${SERVER}.+\\.(service|repository|table)\\.ts$` },
      to: { path: `${SERVER}http/` },
    },
    {
      name: 'http-imports-no-module',
      severity: 'error',
      comment:
        'http/ is the floor every module stands on: it imports no module and no flow. What it needs of them ' +
        '(who the caller is) the wiring hands it, as createApp does the caller resolver.',
      from: { path: `${SERVER}http/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|flows)/` },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'Shared helpers in lib/ depend on no module, flow or HTTP code.',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}(modules|flows|http|seed)/` },
    },
    {
      name: 'cli-stays-in-cli',
      severity: 'error',
      comment:
        'Only the CLI imports the CLI (and the test kit, so docs tests can check the commands they describe).',
      from: { path: '^packages/', pathNot: `${SERVER}(cli/|testing\\.ts$)` },
      to: { path: `${SERVER}cli/` },
    },
    {
      name: 'tests-use-the-kit',
      severity: 'error',
      comment: 'tests/ reaches the server only through its test kit, packages/server/src/testing.ts.',
      from: { path: '^tests/' },
      to: { path: SERVER, pathNot: `${SERVER}testing\\.ts$` },
    },
    {
      name: 'contracts-depend-on-nothing',
      severity: 'error',
      comment: 'Dependencies point one way: contracts ← client ← react ← web, and contracts ← server.',
      from: { path: '^packages/contracts/' },
      to: { path: '^(packages/(client|react|server)|apps/web)/' },
    },
    {
      name: 'client-below-react',
      severity: 'error',
      from: { path: '^packages/client/' },
      to: { path: '^(packages/(react|server)|apps/web)/' },
    },
    {
      name: 'react-below-web',
      severity: 'error',
      from: { path: '^packages/react/' },
      to: { path: '^(packages/server|apps/web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'screens-not-admin',
      severity: 'error',
      comment:
        'The account, sign-in and storefront screens and the kit share what they need through apps/web/src/ui/; ' +
        'none reaches into admin/ (a form kit there once tied admin and account into one cycle).',
      from: { path: `${WEB}(account|auth|storefront|ui)/` },
      to: { path: `${WEB}admin/` },
    },
    {
      name: 'ui-knows-no-screen',
      severity: 'error',
      comment:
        'apps/web/src/ui/ is the kit every screen is built from: it imports packages and itself, never a screen, ' +
        'the app shell or the bootstrap code.',
      from: { path: `${WEB}ui/` },
      to: { path: WEB, pathNot: `${WEB}ui/` },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server and the client meet only in contracts.',
      from: { path: '^packages/server/' },
      to: { path: '^(packages/(client|react)|apps/web)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    enhancedResolveOptions: { conditionNames: ['@cartwright/source', 'import', 'types', 'default'] },
    reporterOptions: {
      dot: {
        collapsePattern:
          '^packages/server/src/(modules/[^/]+|flows|seed|lib|http|db|cli|query|money|[^/]+\\.ts$)',
      },
    },
  },
};
