// @ts-check
import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const features = fs.readdirSync("src/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Import direction: lib → components → features → app. A feature may use
 * another feature's api/, model/ and components/ (its public surface) but never
 * what it keeps in an internal/ folder; nothing below app/ imports app/ except
 * the typed store hooks and store types. Cycles are refused everywhere.
 */
const boundaryBlocks = [
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/*", "@/app/*", "@/components/*"], message: "lib/ holds generic helpers: it must not import features, components or app." }] }],
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/*", "@/app/*"], message: "Shared components must not import features or app." }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app/*", "!@/app/hooks", "!@/app/store"],
              message: "Features may only use app/hooks and app/store (types) from the app layer.",
            },
            {
              group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/**/internal/*`),
              message: "That is another feature's internal code: use its api/, model/ or components/.",
            },
            { group: ["../../*", "../../../*"], message: "Import other features through '@/features/…', not relative paths." },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ["dist", "functions/lib", "functions/node_modules", "node_modules", "coverage", "test-results", "playwright-report", ".cache", "scripts/**/*.mjs", "public", "functions/*.mts"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/no-unnecessary-condition": ["error", { allowConstantLoopConditions: true }],
      "no-restricted-imports": "off",
      // Route loaders throw react-router's data() responses to reach the error page.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "package", package: "react-router", name: "DataWithResponseInit" }] }],
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value='react-redux'] ImportSpecifier[imported.name=/^use(Dispatch|Selector|Store)$/]", message: "Use useAppDispatch / useAppSelector / useAppStore from '@/app/hooks'." },
      ],
    },
  },
  {
    files: ["src/app/hooks.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "firebase/firestore", message: "Components never call Firestore: put data access in the feature's api/." }, { name: "firebase/database", message: "Components never call the Realtime Database: use the feature's api/." }] }],
    },
  },
  ...boundaryBlocks,
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-floating-promises": "off",
      "no-restricted-imports": "off",
    },
  },
  {
    files: ["*.config.{ts,js}", "eslint.config.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ["eslint.config.js"], ...tseslint.configs.disableTypeChecked },
  // The offline stand-in for Google's api.js: plain browser JS, outside the TS project.
  { files: ["tests/e2e/gapi-shim.js"], ...tseslint.configs.disableTypeChecked },
);
