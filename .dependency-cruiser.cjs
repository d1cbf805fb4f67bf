// Import walls between the parts of the code (decision 031). `npm run lint` runs this, so a forbidden
// import fails CI. Each rule says which way imports may flow and why.
const server = '^apps/server/src';
const web = '^apps/web/src';
const testFile = '(\\.test\\.tsx?$|/test/|/test-support/)';
// Contract modules that define no call: zod-free ones (the first download may import them) and
// schema-only ones. Every other contract module defines calls (decision 014).
const zodFreeContract =
  'account-mask|call-addresses/[a-z0-9-]+\\.gen|define-call|errors|money|calendar/(days|day-length|date-formats|date-time-formats)|onboarding-flows|flag-keys|campaign-config|' +
  'marketplace-flows|marketplace-verticals|marketplace-landing-pages|partners|percent|quantity';
const callFreeContract = `${zodFreeContract}|envelopes|fields|calendar/[a-z-]+|cash-advance-(apr|pricing|term|delivery)|marketplace-math|pay-schedule|payment-card|repayment-schedule-rules|web-route-paths`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle means two parts cannot be understood or changed apart; move what both need below them.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by the server and the web app, so it imports neither.',
      from: { path: '^packages/contract/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'sandbox-imports-no-module',
      severity: 'error',
      comment:
        'A sandbox stands in for a third party behind an interface the module owns: it may name that ' +
        "interface's types (import type), never a module's code, so it implements the one shape, not a copy.",
      from: { path: `${server}/sandbox/`, pathNot: testFile },
      to: { path: `${server}/modules/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'base-imports-no-module',
      severity: 'error',
      comment: 'platform, ledger and db sit below every module; modules depend on them, never the other way.',
      from: { path: `${server}/(platform|ledger|db)/`, pathNot: testFile },
      to: { path: `${server}/modules/` },
    },
    {
      name: 'module-calls-services-not-repos',
      severity: 'error',
      comment:
        "A module calls another module's service; its repos and tables are that module's own. identity is " +
        'held the same way: modules ask identity/service.ts, never identity/*-repo.ts.',
      from: { path: `${server}/(modules/[^/]+|identity)/`, pathNot: testFile },
      to: { path: `${server}/(modules/[^/]+|identity)/.*repo\\.ts$`, pathNot: `${server}/$1/` },
    },
    {
      name: 'module-imports-no-sandbox',
      severity: 'error',
      comment:
        'A module owns the interface of the third party it needs; a sandbox implements it and only app.ts ' +
        '(or the start-up and demo data beside it) wires the two, so a real provider replaces a sandbox ' +
        'without editing a module. Tests may wire sandboxes as app.ts does.',
      from: { path: `${server}/(modules|identity|ledger|platform|db)/`, pathNot: testFile },
      to: { path: `${server}/sandbox/` },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment: 'lib and ui are shared by every feature, so they import no feature, shell or route.',
      from: { path: `${web}/(lib|ui)/` },
      to: { path: `${web}/(features|shell|routes)/` },
    },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment:
        'Features do not import each other: what two share moves to lib, ui or the contract; routes compose features.',
      from: { path: `${web}/features/([^/]+)/` },
      to: { path: `${web}/features/`, pathNot: `${web}/features/$1/` },
    },
    {
      name: 'feature-imports-no-shell-or-route',
      severity: 'error',
      comment: 'The shell and the routes compose features; a feature never reaches up into them.',
      from: { path: `${web}/features/` },
      to: { path: `${web}/(shell|routes)/` },
    },
    {
      name: 'first-download-sends-calls-by-address',
      severity: 'error',
      comment:
        "The shell, the sign-in gate and /home's loaders and components send their calls by address " +
        '(contract/src/call-addresses/) and import only zod-free contract modules: a call definition or zod here ' +
        'would put zod into the first download of /home (decision 014). Type-only imports are fine.',
      from: {
        path:
          `${web}/(main\\.tsx|router\\.ts|lib/api-client\\.ts|lib/auth/auth-actions\\.ts|shell/layout/|routes/home\\.tsx|` +
          'routes/-home/|features/home/|features/cash-advance/api/get-cash-advance-info\\.ts|' +
          'features/bank-linking/api/linked-banks\\.ts|features/checking/api/get-(checking-account-info|banking-transactions)\\.ts|' +
          'features/onboarding/api/onboarding-state\\.ts|features/flags/api/fetch-flags\\.ts)',
        pathNot: testFile,
      },
      to: {
        path: '(^|/)node_modules/zod/|^packages/contract/src/',
        pathNot: `^packages/contract/src/(${zodFreeContract})\\.ts$`,
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'web-sends-calls-by-address',
      severity: 'error',
      comment:
        'The web names every call by its address (contract/src/call-addresses/<name>.gen.ts), the one way ' +
        "callApi takes: a call's definition is imported only as a type (decision 014). The files allowed " +
        'below read schemas or constants of the modules that define calls (forms, stored state, labels) ' +
        'and send no call by definition: callApi refuses one when they type-check.',
      from: {
        path: `${web}/`,
        pathNot:
          // A feature's part (investing/managed) keeps the feature's layout, one folder down.
          `${testFile}|${web}/features/[^/]+/(components|lib)/|${web}/features/[^/]+/[^/]+/(components|lib)/|` +
          `${web}/features/[^/]+/store\\.ts$|` +
          `${web}/lib/(analytics/event-queue|auth/oidc-client|format/whole-dollars)\\.ts$|` +
          `${web}/ui/address/address-form\\.tsx$|` +
          // Constants: the institution search's page size, the legal document's content type.
          `${web}/(features/bank-linking/api/search-institutions|ui/dialogs/load-legal-document)\\.ts$`,
      },
      to: {
        path: '^packages/contract/src/',
        pathNot: `^packages/contract/src/(${callFreeContract})\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|route-tree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
