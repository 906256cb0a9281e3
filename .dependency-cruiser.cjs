// @ts-check
// The project's import boundaries (DESIGN.md, Layout), checked by dependency-cruiser as part
// of `npm run lint`; `npm run arch` prints the figures (cycles, feature-to-feature edges).
//
//  - src/lib (generic helpers and the session) imports nothing of components/, features/ or app/;
//  - src/components (shared UI) imports no feature and not app/;
//  - a feature never imports app/ (the composition root imports features, not the reverse);
//  - a feature imports another feature only through that feature's public.ts, and only along
//    FEATURE_EDGES below: never both ways, never in a cycle;
//  - the data SDKs (Firestore, Realtime Database) are imported only in an api/ folder (a
//    feature's, or a shared one in lib such as lib/session/api) and by lib/firebase.ts;
//  - packages/domain/src runs in the browser and in the Functions: it imports only itself,
//    zod and ngeohash (and vitest in its tests);
//  - the stored documents' read schemas (packages/domain/src/stored/*.ts) import neither zod nor
//    a write schema, so every page reads documents without zod's parser; the app never imports
//    the write schemas (stored/write/: only the Functions and the seed write documents);
//  - no import cycle of any kind: type-only imports and import() count.
// Every import form counts: import, import type, export … from, and import().
// Test files may reach into another feature's internals (to mock a boundary), but not the data SDKs.

/**
 * The directed feature-to-feature dependencies allowed (importer: the features it may use).
 * Keep it short: a page that joins several features belongs in src/app, a piece several
 * features share belongs in src/lib or src/components, and the reverse of an edge here is
 * never allowed (checked below).
 * @type {Record<string, string[]>}
 */
const FEATURE_EDGES = {
  availability: ["teams"],
  events: ["places", "teams", "userLists"],
  forms: ["teams"],
  notifications: ["account", "teams"],
  profile: ["account", "availability", "events", "messages"],
  scan: ["profile", "teams"],
  sites: ["organizations", "teams"],
  teams: ["account", "messages", "organizations"],
  userLists: ["search"],
};

/** The allowed edges must not close a cycle (two features importing each other is the shortest). */
function assertAcyclic(/** @type {Record<string, string[]>} */ edges) {
  /** @type {Map<string, "visiting" | "done">} */
  const state = new Map();
  /** @param {string} feature @param {string[]} path */
  const visit = (feature, path) => {
    if (state.get(feature) === "done") return;
    if (state.get(feature) === "visiting") throw new Error(`.dependency-cruiser.cjs: FEATURE_EDGES close a cycle: ${[...path.slice(path.indexOf(feature)), feature].join(" → ")}`);
    state.set(feature, "visiting");
    for (const next of edges[feature] ?? []) visit(next, [...path, feature]);
    state.set(feature, "done");
  };
  for (const feature of Object.keys(edges)) visit(feature, []);
}
assertAcyclic(FEATURE_EDGES);
const edgeCount = Object.values(FEATURE_EDGES).reduce((n, targets) => n + targets.length, 0);
if (edgeCount >= 30) throw new Error(`.dependency-cruiser.cjs: FEATURE_EDGES has ${edgeCount} edges; keep it under 30.`);

/** Test files and test helpers: exempt from the layer rules, not from the data-SDK rule. */
const TESTS = ["\\.test\\.tsx?$", "^src/test/"];
/** Where the data SDKs may be imported: api/ folders, and the module that initialises them. */
const DATA_SDK_HOMES = ["^src/features/[^/]+/api/", "^src/lib/[^/]+/api/", "^src/lib/firebase\\.ts$"];
/** The data SDKs, as resolved (a symlinked node_modules resolves elsewhere, so not anchored). */
const DATA_SDKS = "(^|/)node_modules/(firebase/(firestore|database)|@firebase/(firestore|database))(/|$)";
/** What packages/domain/src may import besides itself. */
const DOMAIN_PACKAGES = "(^|/)node_modules/(zod|ngeohash|@types/ngeohash)/";
const DOMAIN_TEST_PACKAGES = "(^|/)node_modules/(vitest|@vitest/[^/]+)/";

const featuresWithEdges = Object.keys(FEATURE_EDGES);

/** @type {import("dependency-cruiser").IForbiddenRuleType[]} */
const featureEdgeRules = [
  ...Object.entries(FEATURE_EDGES).map(([feature, allowed]) => ({
    name: "feature-edge-not-allowed",
    comment: `The ${feature} feature may import only ${allowed.join(", ")} (FEATURE_EDGES in .dependency-cruiser.cjs): move what both need down to src/lib or src/components, or the page that joins them up to src/app.`,
    severity: /** @type {const} */ ("error"),
    from: { path: `^src/features/${feature}/`, pathNot: TESTS },
    to: { path: "^src/features/", pathNot: `^src/features/(${[feature, ...allowed].join("|")})/` },
  })),
  {
    name: "feature-edge-not-allowed",
    comment: "This feature may import no other feature (FEATURE_EDGES in .dependency-cruiser.cjs): move what both need down to src/lib or src/components, or the page that joins them up to src/app.",
    severity: "error",
    from: { path: "^src/features/([^/]+)/", pathNot: [...TESTS, `^src/features/(${featuresWithEdges.join("|")})/`] },
    to: { path: "^src/features/", pathNot: "^src/features/$1/" },
  },
];

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle (type-only and lazy imports count): move what both sides need into a module neither imports back.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-imports-upwards",
      comment: "src/lib holds generic helpers and the session: it imports nothing of components/, features/ or app/.",
      severity: "error",
      from: { path: "^src/lib/", pathNot: TESTS },
      to: { path: "^src/(components|features|app)/" },
    },
    {
      name: "component-imports-upwards",
      comment: "Shared components import no feature and not the app.",
      severity: "error",
      from: { path: "^src/components/", pathNot: TESTS },
      to: { path: "^src/(features|app)/" },
    },
    {
      name: "feature-imports-app",
      comment: "A feature must not import the app layer: the app composes features, not the reverse.",
      severity: "error",
      from: { path: "^src/features/", pathNot: TESTS },
      to: { path: "^src/app/" },
    },
    {
      name: "feature-internals",
      comment: "Another feature's internal code: import it through that feature's public.ts.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/", pathNot: TESTS },
      to: { path: "^src/features/", pathNot: ["^src/features/$1/", "^src/features/[^/]+/public\\.ts$"] },
    },
    ...featureEdgeRules,
    {
      name: "data-sdk-outside-api",
      comment: "The Firestore and Realtime Database SDKs are imported only in an api/ folder (components and models never talk to the database) and by lib/firebase.ts.",
      severity: "error",
      from: { path: "^src/", pathNot: DATA_SDK_HOMES },
      to: { path: DATA_SDKS },
    },
    {
      name: "domain-imports-outside",
      comment: "packages/domain/src is pure code for both the app and the Functions: it imports only itself, zod and ngeohash.",
      severity: "error",
      from: { path: "^packages/domain/src/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: ["^packages/domain/src/", DOMAIN_PACKAGES] },
    },
    {
      name: "stored-read-imports-zod",
      comment:
        "A stored document's read schema is built from stored/fields.ts, without zod, so that any page reads documents without zod's parser core (15 KB gzip): zod and the write schemas stay in stored/write/, for the Functions and the seed.",
      severity: "error",
      from: { path: "^packages/domain/src/stored/[^/]+\\.ts$", pathNot: "\\.test\\.ts$" },
      to: { path: ["(^|/)node_modules/zod/", "^packages/domain/src/stored/write/"] },
    },
    {
      name: "app-imports-write-schemas",
      comment: "The app reads stored documents through their read schemas; the write schemas (and zod with them) are for the Functions and the seed, which write documents.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^packages/domain/src/stored/write/" },
    },
    {
      name: "domain-imports-outside",
      comment: "packages/domain/src's tests import only the package itself, zod, ngeohash and vitest.",
      severity: "error",
      from: { path: "^packages/domain/src/.+\\.test\\.ts$" },
      to: { pathNot: ["^packages/domain/src/", DOMAIN_PACKAGES, DOMAIN_TEST_PACKAGES] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a cycle through them is still a cycle of the design.
    tsPreCompilationDeps: true,
    // The "@/…" and "@rallyhub/domain/…" paths resolve as the compiler resolves them.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
