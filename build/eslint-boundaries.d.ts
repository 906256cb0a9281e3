import type { ESLint } from "eslint";

/** The import-boundaries rule (eslint-boundaries.js), as a plugin: rule "imports". */
export declare const boundariesPlugin: ESLint.Plugin;
