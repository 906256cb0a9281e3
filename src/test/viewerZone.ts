import { expect, inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The zone a `// @viewer-zones` screen test runs in, once per zone (vitest.config.ts). */
    viewerZone: string;
  }
}

/**
 * The zone this run of a `// @viewer-zones` test is in, checked against the zone the process
 * really runs in: a run whose TZ did not take fails here rather than passing twice in UTC.
 */
export function viewerZone(): string {
  const zone = inject("viewerZone");
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  return zone;
}
