// The REST reader that visitors' website pages use instead of the Firestore
// SDK (src/lib/firestoreRest.ts), against the Firestore emulator: documents
// come back decoded as the converters expect (timestamps as epoch ms, maps,
// arrays, numbers), a query finds by field, a missing document is null, and
// the rules apply as to the SDK (a draft is nobody's to read without signing in).
import { Timestamp } from "firebase/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { getPublicDoc, queryPublicDocs } from "@/lib/firestoreRest";
import { getWebsite, getWebsiteByDomain } from "@/features/sites/api/publicSiteRepository";
import { RULES_PROJECT_ID, rulesHarness } from "../rules/setup";

const h = rulesHarness();

beforeAll(() => {
  const raw = process.env.FIRESTORE_EMULATOR_HOST ?? "";
  const at = raw.lastIndexOf(":");
  // What vite.config.ts hands the app, with the emulator this run uses.
  (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ = {
    firebase: { apiKey: "demo-key", projectId: RULES_PROJECT_ID },
    emulators: { host: raw.slice(0, at) || "127.0.0.1", firestorePort: Number(raw.slice(at + 1)) },
  };
});

const PUBLISHED = Date.UTC(2026, 10, 20, 12);

const site = {
  title: "Lakeside Lightning",
  creator: "olivia",
  domain: "rest-test.localhost",
  teamId: "t1",
  organizationId: null,
  pages: [
    { id: "p1", title: "Home", slug: "home", seoDescription: "Welcome to the club", blocks: [{ id: "b1", type: "text", heading: "Hi", body: "Hello" }] },
    { id: "p2", title: "Schedule", slug: "schedule", seoDescription: "", blocks: [{ id: "b2", type: "events", heading: "Next games" }] },
  ],
  settings: { logos: { primary: null, secondary: null }, theme: { primary: "#1565c0", secondary: "#c2410c" } },
  feed: {
    teamName: "Lightning",
    events: [{ id: "e1", title: "League night", dateStart: Timestamp.fromMillis(PUBLISHED + 86_400_000), location: "Zilker" }],
    roster: [],
    memberCount: 12,
    updatedAt: PUBLISHED,
  },
  formTitles: {},
  publishedAt: Timestamp.fromMillis(PUBLISHED),
  score: 2.5,
  flags: [true, false],
};

describe("Firestore REST reads of public documents", () => {
  it("reads a document decoded as plain data", async () => {
    await h.seed({ "websites/s1": site });
    const found = await getPublicDoc("websites/s1", "Could not load");
    expect(found?.id).toBe("s1");
    expect(found?.data).toMatchObject({
      title: "Lakeside Lightning",
      organizationId: null,
      publishedAt: PUBLISHED,
      score: 2.5,
      flags: [true, false],
      feed: { memberCount: 12, events: [{ id: "e1", dateStart: PUBLISHED + 86_400_000 }] },
    });
    expect((found?.data.pages as unknown[]).length).toBe(2);
  });

  it("a missing document is null; a query that matches nothing is empty", async () => {
    expect(await getPublicDoc("websites/none", "Could not load")).toBeNull();
    expect(await queryPublicDocs("websites", "domain", "nobody.localhost", 1, "Could not load")).toEqual([]);
  });

  it("finds by a field, at most as many as asked", async () => {
    await h.seed({ "websites/s1": site, "websites/s2": { ...site, domain: "other.localhost" }, "websites/s3": { ...site, domain: "other.localhost" } });
    expect((await queryPublicDocs("websites", "domain", "rest-test.localhost", 1, "x")).map((d) => d.id)).toEqual(["s1"]);
    expect(await queryPublicDocs("websites", "domain", "other.localhost", 1, "x")).toHaveLength(1);
  });

  it("the rules apply: a draft is refused to a visitor, with the caller's message", async () => {
    await h.seed({ "websiteDrafts/d1": { ...site, published: false } });
    const refused = await getPublicDoc("websiteDrafts/d1", "Could not load the draft").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "permission-denied", message: "Could not load the draft" });
  });

  it("the website repository turns it into the site a visitor sees", async () => {
    await h.seed({ "websites/s1": site });
    const byId = await getWebsite("s1");
    expect(byId).toMatchObject({ id: "s1", title: "Lakeside Lightning", domain: "rest-test.localhost", publishedAt: PUBLISHED, feed: { teamName: "Lightning", memberCount: 12 } });
    expect(byId?.pages.map((p) => p.slug)).toEqual(["home", "schedule"]);
    expect((await getWebsiteByDomain("REST-TEST.localhost"))?.id).toBe("s1");
    expect(await getWebsite("none")).toBeNull();
  });
});
