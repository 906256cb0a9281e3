import { describe, expect, it, vi } from "vitest";
import type { Organization } from "./types";
import { resolveOrganization } from "./orgResolver";
import { ORGANIZATIONS_MESSAGES } from "../messages";

const org: Organization = { id: "org-1", slug: "riverside", name: "Riverside League", description: "", logoURL: null, city: "Austin" };

describe("resolveOrganization (spec §2.5, §8)", () => {
  it("uses the spec §8 messages", () => {
    expect(ORGANIZATIONS_MESSAGES.resolver).toEqual({ notFound: "Organization not found", failed: "Failed to load organization", noSlug: "No organization slug provided" });
  });

  it.each([[undefined], [""], ["   "]])("slug %j → redirect to / saying no slug was provided, without a lookup", async (slug) => {
    const getBySlug = vi.fn(() => Promise.resolve(org));
    await expect(resolveOrganization(slug, getBySlug)).resolves.toEqual({ kind: "redirect", to: "/", message: "No organization slug provided" });
    expect(getBySlug).not.toHaveBeenCalled();
  });

  it("not found → 404 'Organization not found'", async () => {
    await expect(resolveOrganization("nobody", () => Promise.resolve(null))).resolves.toEqual({ kind: "error", status: 404, message: "Organization not found" });
  });

  it("a failing lookup → 'Failed to load organization'", async () => {
    await expect(resolveOrganization("riverside", () => Promise.reject(new Error("unavailable")))).resolves.toEqual({
      kind: "error",
      status: 500,
      message: "Failed to load organization",
    });
  });

  it.each([["riverside"], ["  Riverside "], ["RIVERSIDE"]])("looks up %j as the trimmed, lower-cased slug", async (slug) => {
    const getBySlug = vi.fn<(slug: string) => Promise<Organization | null>>(() => Promise.resolve(org));
    await expect(resolveOrganization(slug, getBySlug)).resolves.toEqual({ kind: "ok", organization: org });
    expect(getBySlug).toHaveBeenCalledWith("riverside");
  });
});
