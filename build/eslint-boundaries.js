// @ts-check
// The project's import boundaries, as an ESLint rule (DESIGN.md, Layout):
//  - lib/ holds generic helpers: it imports nothing of components/, features/ or app/;
//  - components/ are shared UI: they import no feature and not app/;
//  - a feature imports another feature only through that feature's public.ts,
//    and never imports app/ (the composition root imports features, not the reverse);
//  - the Firestore and Realtime Database SDKs are imported only in a feature's
//    api/ folder (and by lib/firebase.ts, which initialises them);
//  - packages/domain/src (pure code the web app and the Functions both run)
//    imports only itself and a few pure packages: no Firebase, no Node APIs.
// Every import form counts: import, export … from, and dynamic import().
// Test files may reach into internals (to mock a boundary) but not the data SDKs.
import path from "node:path";

const DATA_SDKS = new Set(["firebase/firestore", "firebase/firestore/lite", "firebase/database"]);
/** The packages shared code may use: pure, and installed for both the app and the Functions. */
const SHARED_PACKAGES = new Set(["zod", "ngeohash"]);
const SHARED_ROOT = "packages/domain/src";

/**
 * Where a file sits, from its path relative to the project's src/ folder.
 * @param {string} srcPath e.g. "src/features/teams/api/teamsApi"
 */
function placeOf(srcPath) {
  if (srcPath === SHARED_ROOT || srcPath.startsWith(`${SHARED_ROOT}/`)) return { layer: "shared", feature: "", rest: srcPath.slice(SHARED_ROOT.length + 1) };
  const parts = srcPath.split("/");
  if (parts[0] !== "src") return { layer: "outside", feature: "", rest: "" };
  const layer = parts[1] ?? "";
  if (layer === "features") return { layer, feature: parts[2] ?? "", rest: parts.slice(3).join("/") };
  return { layer, feature: "", rest: parts.slice(2).join("/") };
}

/**
 * The path (relative to the project root, no extension) of the file being linted.
 * @param {string} filename
 * @param {string} cwd
 */
function projectPath(filename, cwd) {
  return path.relative(cwd, filename).split(path.sep).join("/");
}

/**
 * What an import specifier points at, relative to the project root; null for a package.
 * @param {string} from project-relative path of the importing file
 * @param {string} spec
 */
function resolveSpecifier(from, spec) {
  let target;
  if (spec.startsWith("@/")) target = `src/${spec.slice(2)}`;
  else if (spec.startsWith("@rallyhub/domain/")) target = `${SHARED_ROOT}/${spec.slice("@rallyhub/domain/".length)}`;
  else if (spec.startsWith("./") || spec.startsWith("../")) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  return target.replace(/\.(tsx?|jsx?|mjs)$/, "").replace(/\/index$/, "");
}

/** @type {import("eslint").Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keeps the import direction lib → components → features → app, features apart, and the data SDKs in api/ folders." },
    schema: [],
    messages: {
      libImports: "lib/ holds generic helpers: it must not import {{layer}}/ ('{{spec}}').",
      componentImports: "Shared components must not import {{layer}}/ ('{{spec}}').",
      featureApp: "A feature must not import the app layer ('{{spec}}'): the app composes features, not the reverse.",
      featurePublic: "'{{spec}}' is the '{{target}}' feature's internal code: import it through '@/features/{{target}}/public'.",
      dataSdk: "'{{spec}}' is imported only in a feature's api/ folder (components and models never talk to the database).",
      sharedImports: "packages/domain/src is pure code for both the app and the Functions: it may import only itself and {{packages}}, not '{{spec}}'.",
    },
  },
  create(context) {
    const file = projectPath(context.filename, context.cwd);
    const here = placeOf(file);
    if (here.layer === "shared") return sharedChecks(context, file);
    if (here.layer === "outside") return {};
    const isTest = /\.test\.(ts|tsx)$/.test(file) || file.startsWith("src/test/");
    const inApi = here.layer === "features" && here.rest.startsWith("api/");

    /**
     * @param {import("estree").Node} node
     * @param {unknown} spec
     */
    function check(node, spec) {
      if (typeof spec !== "string") return;
      if (DATA_SDKS.has(spec)) {
        if (!inApi && file !== "src/lib/firebase.ts") context.report({ node, messageId: "dataSdk", data: { spec } });
        return;
      }
      if (isTest) return;
      const target = resolveSpecifier(file, spec);
      if (!target) return;
      const there = placeOf(target);
      if (here.layer === "lib" && ["components", "features", "app"].includes(there.layer)) {
        context.report({ node, messageId: "libImports", data: { layer: there.layer, spec } });
      } else if (here.layer === "components" && ["features", "app"].includes(there.layer)) {
        context.report({ node, messageId: "componentImports", data: { layer: there.layer, spec } });
      } else if (here.layer === "features") {
        if (there.layer === "app") context.report({ node, messageId: "featureApp", data: { spec } });
        else if (there.layer === "features" && there.feature !== here.feature && there.rest !== "public") {
          context.report({ node, messageId: "featurePublic", data: { spec, target: there.feature } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

/**
 * @param {import("eslint").Rule.RuleContext} context
 * @param {string} file
 */
function sharedChecks(context, file) {
  /**
   * @param {import("estree").Node} node
   * @param {unknown} spec
   */
  const check = (node, spec) => {
    if (typeof spec !== "string") return;
    const target = resolveSpecifier(file, spec);
    const ok = target ? placeOf(target).layer === "shared" : SHARED_PACKAGES.has(spec) || (/\.test\.ts$/.test(file) && spec === "vitest");
    if (!ok) context.report({ node, messageId: "sharedImports", data: { spec, packages: [...SHARED_PACKAGES].join(", ") } });
  };
  return {
    /** @param {import("estree").ImportDeclaration} node */
    ImportDeclaration: (node) => check(node, node.source.value),
    /** @param {import("estree").ExportNamedDeclaration} node */
    ExportNamedDeclaration: (node) => {
      if (node.source) check(node, node.source.value);
    },
    /** @param {import("estree").ExportAllDeclaration} node */
    ExportAllDeclaration: (node) => check(node, node.source.value),
    /** @param {import("estree").ImportExpression} node */
    ImportExpression: (node) => {
      if (node.source.type === "Literal") check(node, node.source.value);
    },
  };
}

export const boundariesPlugin = { rules: { imports: importBoundaries } };
