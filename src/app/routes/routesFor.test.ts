import { describe, expect, it, vi } from "vitest";
import { routesFor } from "./routesFor";
import { mainRoutes } from "./mainRoutes";
import { brandedRoutes, customRoutes } from "./customRoutes";

vi.mock("@/lib/session/session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));

describe("routesFor (spec §1: the host picks the mode)", () => {
  it.each([
    ["main", mainRoutes],
    ["branded", brandedRoutes],
    ["custom", customRoutes],
  ] as const)("%s", async (mode, routes) => {
    expect(await routesFor(mode)).toBe(routes);
  });
});
