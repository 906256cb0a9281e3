// Types of ensure-chromium.mjs, for playwright.config.ts.
export function chromiumPath(): string;
export function ensureChromium(log?: (message: string) => void): string;
