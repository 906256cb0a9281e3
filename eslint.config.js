// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// The import boundaries (lib → components → features → app, features apart, the data SDKs in
// api/ folders, no cycles) are dependency-cruiser's: .dependency-cruiser.cjs, part of `npm run lint`.

export default tseslint.config(
  {
    ignores: [
      "dist",
      "functions/lib",
      "functions/stripe-fake/lib",
      "functions/node_modules",
      "node_modules",
      "coverage",
      "test-results",
      "playwright-report",
      ".cache",
      "scripts/**/*.mjs",
      "public",
      "functions/*.mts",
      "functions/*.mjs",
      "tests/lint/fixtures",
    ],
  },
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
        {
          selector: "ImportDeclaration[source.value='react-redux'] ImportSpecifier[imported.name=/^use(Dispatch|Selector|Store)$/]",
          message: "Use useAppDispatch / useAppSelector / useAppStore from '@/lib/hooks'.",
        },
      ],
    },
  },
  {
    files: ["src/lib/hooks.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  // Every callable is defined from its contract with defineCallable (functions/src/lib/callable.ts,
  // the one place that may use onCall); plain HTTP functions only where one is needed.
  {
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/lib/callable.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["firebase-functions/v2/https", "firebase-functions/https"].map((name) => ({
              name,
              importNames: ["onCall", "onCallGenkit", "onRequest"],
              message: "Define a callable with defineCallable(contract, handler) from lib/callable.ts (an HTTP function only where the webhook and the calendar feed need one).",
            })),
            ...["firebase-functions", "firebase-functions/v1", "firebase-functions/v2"].map((name) => ({
              name,
              importNames: ["https"],
              message: "Define a callable with defineCallable(contract, handler) from lib/callable.ts.",
            })),
          ],
        },
      ],
    },
  },
  {
    // The web calls a callable with call(name, input), typed from its contract: it imports the
    // contracts' types only, so that no page downloads their zod schemas (the server checks the input).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@rallyhub/domain/callables/*"],
              allowTypeImports: true,
              message: "Import a contract's types only (import type), and call it with call(name, input) from @/lib/firebase.",
            },
          ],
        },
      ],
    },
  },
  {
    // The Stripe webhook and the calendar feed are plain HTTP functions, not callables.
    files: ["functions/src/payments/webhook.ts", "functions/src/events/calendar.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["firebase-functions/v2/https", "firebase-functions/https"].map((name) => ({
              name,
              importNames: ["onCall", "onCallGenkit"],
              message: "Define a callable with defineCallable(contract, handler) from lib/callable.ts.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-floating-promises": "off",
      // The type-aware rules that cost most and say least about a test (measured with TIMING=all:
      // together over half of lint's time on the test files, which are 45% of the code). Tests
      // stub with loose types on purpose; what they call is checked in the source they call.
      // await-thenable and the other typed rules still run on them.
      "@typescript-eslint/no-misused-promises": "off",
      "@typescript-eslint/no-deprecated": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-class-instance-assignment": "off",
      "@typescript-eslint/no-unsafe-enum-assignment": "off",
    },
  },
  {
    // The seed and the scripts' TypeScript run in Node (with tsx).
    files: ["scripts/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["*.config.{ts,js}", "eslint.config.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ["eslint.config.js"], ...tseslint.configs.disableTypeChecked },
  // dependency-cruiser's configuration: CommonJS, outside the TS project.
  {
    ...tseslint.configs.disableTypeChecked,
    files: [".dependency-cruiser.cjs"],
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, sourceType: "commonjs", globals: { ...globals.node } },
  },
  // The offline stand-in for Google's api.js: plain browser JS, outside the TS project.
  { files: ["tests/e2e/gapi-shim.js"], ...tseslint.configs.disableTypeChecked },
);
