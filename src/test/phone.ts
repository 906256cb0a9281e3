import { vi } from "vitest";

/**
 * Makes the screen a phone's for MUI's media queries: below the theme's sm breakpoint (600 px),
 * so `useMediaQuery(theme.breakpoints.down("sm"))` matches and wider queries do not. jsdom has no
 * matchMedia; undo with vi.unstubAllGlobals().
 */
export function stubPhoneScreen(): void {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: /max-width:\s*599\.95px/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
