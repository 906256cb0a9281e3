import { describe, expect, it, vi } from "vitest";
import { makeDraft, makeWebsite } from "@/test/fixtures";
import { openDraft, type DraftSources } from "./draftResolver";
import type { Website } from "./types";

function sources(overrides: Partial<DraftSources> = {}): DraftSources {
  return {
    getDraft: vi.fn(() => Promise.resolve(null)),
    getWebsite: vi.fn(() => Promise.resolve(null)),
    createDraftFromSite: vi.fn((site: Website, uid: string) => Promise.resolve(makeDraft({ id: site.id, title: site.title, creator: uid, published: true }))),
    ...overrides,
  };
}

describe("openDraft (spec §4 Site drafts, §5, §6)", () => {
  it("not signed in gives nothing, without reading", async () => {
    const s = sources();
    await expect(openDraft("site-1", null, s)).resolves.toEqual({ kind: "none" });
    expect(s.getDraft).not.toHaveBeenCalled();
  });

  it.each([undefined, "", "   "])("no id (%j) → 'No website ID found'", async (id) => {
    await expect(openDraft(id, "u1", sources())).resolves.toEqual({ kind: "error", status: 400, message: "No website ID found" });
  });

  it("uses the draft when it exists", async () => {
    const draft = makeDraft({ id: "site-1", creator: "u1" });
    const s = sources({ getDraft: vi.fn(() => Promise.resolve(draft)) });
    await expect(openDraft("site-1", "u1", s)).resolves.toEqual({ kind: "draft", draft, created: false });
    expect(s.getWebsite).not.toHaveBeenCalled();
  });

  it("someone else's draft → 'User does not own this website'", async () => {
    await expect(openDraft("site-1", "u2", sources({ getDraft: () => Promise.resolve("not-yours") }))).resolves.toEqual({ kind: "error", status: 403, message: "User does not own this website" });
  });

  it("makes a draft from the creator's published site", async () => {
    const site = makeWebsite({ id: "site-1", creator: "u1" });
    const s = sources({ getWebsite: vi.fn(() => Promise.resolve(site)) });
    const result = await openDraft("site-1", "u1", s);
    expect(result).toMatchObject({ kind: "draft", created: true, draft: { id: "site-1", creator: "u1", published: true } });
    expect(s.createDraftFromSite).toHaveBeenCalledWith(site, "u1");
  });

  it("someone else's published site → 'User does not own this website', and no draft is made", async () => {
    const s = sources({ getWebsite: () => Promise.resolve(makeWebsite({ id: "site-1", creator: "u1" })) });
    await expect(openDraft("site-1", "u2", s)).resolves.toEqual({ kind: "error", status: 403, message: "User does not own this website" });
    expect(s.createDraftFromSite).not.toHaveBeenCalled();
  });

  it("neither a draft nor a site → nothing", async () => {
    await expect(openDraft("nope", "u1", sources())).resolves.toEqual({ kind: "none" });
  });

  it("a draft that cannot be made → 'Error creating website'", async () => {
    const s = sources({ getWebsite: () => Promise.resolve(makeWebsite({ creator: "u1" })), createDraftFromSite: () => Promise.reject(new Error("offline")) });
    await expect(openDraft("site-1", "u1", s)).resolves.toEqual({ kind: "error", status: 500, message: "Error creating website" });
  });
});
