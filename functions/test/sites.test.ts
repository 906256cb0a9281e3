import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { refreshTeamSiteFeeds } from "../src/sites/feed";
import { callError, callOk, closeAdmin, createPlayer, db, exists, read, uniqueId, type TestUser } from "./callables";

// Issue 14: websites. publishSite copies the creator's draft to the public
// site after checking it again and, for a new site, the plan's number of sites
// (Free 1, Organizer Pro 25); attachDomain serves a published site on a
// verified domain that no other site holds (in the emulators a *.localhost host
// counts as verified); sendSiteMessage takes a visitor's message for the creator.

afterAll(closeAdmin);

const theme = { primary: "#1565c0", secondary: "#c2410c" };

function content(overrides: Record<string, unknown> = {}) {
  return {
    title: "Riverside Club",
    teamId: null,
    organizationId: null,
    pages: [
      { id: "p1", title: "Home", slug: "home", seoDescription: "Welcome", blocks: [{ id: "b1", type: "text", heading: "", body: "Hello" }] },
      { id: "p2", title: "About", slug: "about", seoDescription: "", blocks: [] },
    ],
    settings: { logos: { primary: null, secondary: null }, theme },
    ...overrides,
  };
}

/** A draft as the builder writes it (a new site: published false). */
async function draftOf(owner: TestUser, overrides: Record<string, unknown> = {}, id = uniqueId("site")): Promise<string> {
  await db()
    .doc(`websiteDrafts/${id}`)
    .set({ ...content(overrides), creator: owner.uid, published: false, savedAt: Timestamp.now() });
  return id;
}

const organizer = (prefix: string, plan = "Free") => createPlayer(prefix, { displayName: prefix, userSubscription: plan });

describe("publishSite", () => {
  it("copies the creator's draft to the public site and marks the draft published", async () => {
    const olivia = await organizer("site-olivia");
    const siteId = await draftOf(olivia);
    const result = await callOk<{ siteId: string; publishedAt: number }>("publishSite", { siteId }, olivia.token);
    expect(result.siteId).toBe(siteId);
    const site = await read(`websites/${siteId}`);
    expect(site).toMatchObject({ title: "Riverside Club", creator: olivia.uid, domain: null, feed: null, formTitles: {}, publishedAt: result.publishedAt });
    expect((site?.pages as Array<{ slug: string }>).map((p) => p.slug)).toEqual(["home", "about"]);
    expect(await read(`websiteDrafts/${siteId}`)).toMatchObject({ published: true, publishedAt: result.publishedAt });
  });

  it("only the creator may publish (spec §6): anyone else is told 'User does not own this website'", async () => {
    const [olivia, mallory] = await Promise.all([organizer("site-owner"), organizer("site-mallory")]);
    const siteId = await draftOf(olivia);
    expect(await callError("publishSite", { siteId }, mallory.token)).toEqual({ status: "PERMISSION_DENIED", message: "User does not own this website" });
    expect(await exists(`websites/${siteId}`)).toBe(false);
    // A published site stays its creator's even if someone makes a draft with its id.
    await callOk("publishSite", { siteId }, olivia.token);
    await db()
      .doc(`websiteDrafts/${siteId}`)
      .set({ ...content({ title: "Defaced" }), creator: mallory.uid, published: true });
    expect(await callError("publishSite", { siteId }, mallory.token)).toEqual({ status: "PERMISSION_DENIED", message: "User does not own this website" });
    expect(await read(`websites/${siteId}`)).toMatchObject({ title: "Riverside Club", creator: olivia.uid });
    expect((await callError("publishSite", { siteId }, undefined)).status).toBe("UNAUTHENTICATED");
    expect(await callError("publishSite", { siteId: "no-such-draft" }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "This draft no longer exists. Open the site again from My Sites." });
  });

  it("enforces the plan's number of sites: Free has one; republishing it is fine; Organizer Pro has more", async () => {
    const [free, pro] = await Promise.all([organizer("site-free"), organizer("site-pro", "Organizer Pro")]);
    const first = await draftOf(free);
    await callOk("publishSite", { siteId: first }, free.token);
    const second = await draftOf(free, { title: "Second Club" });
    expect(await callError("publishSite", { siteId: second }, free.token)).toEqual({
      status: "RESOURCE_EXHAUSTED",
      message: "Your Free plan includes 1 website. Upgrade to Organizer Pro for up to 25.",
    });
    expect(await exists(`websites/${second}`)).toBe(false);
    // The site already published can still be updated.
    await db().doc(`websiteDrafts/${first}`).update({ title: "Riverside Rec" });
    await callOk("publishSite", { siteId: first }, free.token);
    expect(await read(`websites/${first}`)).toMatchObject({ title: "Riverside Rec" });

    for (const title of ["One", "Two", "Three"]) await callOk("publishSite", { siteId: await draftOf(pro, { title }) }, pro.token);
    expect((await db().collection("websites").where("creator", "==", pro.uid).get()).size).toBe(3);
  });

  it("checks the draft again: a slug used twice is refused, naming the page", async () => {
    const olivia = await organizer("site-slug");
    const siteId = await draftOf(olivia, { pages: [...content().pages, { id: "p3", title: "Contact", slug: "about", seoDescription: "", blocks: [] }] });
    expect(await callError("publishSite", { siteId }, olivia.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: 'Page "Contact": Another page already uses the address "about". Each page needs its own.',
    });
    const unsafe = await draftOf(olivia, { pages: [{ id: "p1", title: "Home", slug: "home", seoDescription: "", blocks: [{ id: "b1", type: "button", label: "Go", url: "javascript:alert(1)" }] }] });
    expect((await callError("publishSite", { siteId: unsafe }, olivia.token)).status).toBe("INVALID_ARGUMENT");
    expect(await exists(`websites/${unsafe}`)).toBe(false);
  });

  it("shows a team the caller manages: its next public games and roster are copied into the site", async () => {
    const olivia = await organizer("site-team", "Organizer Pro");
    const teamId = uniqueId("team");
    await db()
      .doc(`teams/${teamId}`)
      .set({ name: "River Rats", managerIds: [olivia.uid], memberIds: [olivia.uid], memberCount: 3, rosterPreview: [{ uid: olivia.uid, displayName: "Olivia", photoURL: "", role: "owner" }] });
    // Far ahead, so that these bare games (no search tokens) are never the next games other suites sharing the emulator look for.
    const soon = Date.now() + 300 * 86_400_000;
    await Promise.all([
      db()
        .doc(`events/${teamId}-next`)
        .set({ title: "League night", hostingTeam: teamId, isPrivate: false, cancelled: false, dateStart: Timestamp.fromMillis(soon), location: { name: "Zilker Park" } }),
      db()
        .doc(`events/${teamId}-private`)
        .set({ title: "Secret scrimmage", hostingTeam: teamId, isPrivate: true, cancelled: false, dateStart: Timestamp.fromMillis(soon) }),
      db()
        .doc(`events/${teamId}-past`)
        .set({ title: "Last week", hostingTeam: teamId, isPrivate: false, cancelled: false, dateStart: Timestamp.fromMillis(Date.now() - 86_400_000) }),
    ]);
    const pages = [
      {
        id: "p1",
        title: "Home",
        slug: "home",
        seoDescription: "",
        blocks: [
          { id: "e", type: "events", heading: "Next games" },
          { id: "r", type: "roster", heading: "Roster" },
        ],
      },
    ];
    const siteId = await draftOf(olivia, { teamId, pages });
    await callOk("publishSite", { siteId }, olivia.token);
    expect((await read(`websites/${siteId}`))?.feed).toMatchObject({
      teamName: "River Rats",
      events: [{ id: `${teamId}-next`, title: "League night", dateStart: soon, location: "Zilker Park" }],
      roster: [{ displayName: "Olivia", role: "owner" }],
      memberCount: 3,
    });

    // A game added later, and a new roster, reach the site when its feed is refreshed
    // (the events and teams triggers call this; a site without team blocks keeps no feed).
    const later = soon + 3_600_000;
    await db()
      .doc(`events/${teamId}-added`)
      .set({ title: "Added game", hostingTeam: teamId, isPrivate: false, cancelled: false, dateStart: Timestamp.fromMillis(later), location: { name: "Pease Park" } });
    await db()
      .doc(`teams/${teamId}`)
      .update({
        memberCount: 4,
        rosterPreview: [
          { uid: olivia.uid, displayName: "Olivia", role: "owner" },
          { uid: "p2", displayName: "Pat", role: "player" },
        ],
      });
    const plain = await draftOf(olivia, { teamId });
    await callOk("publishSite", { siteId: plain }, olivia.token);
    expect(await refreshTeamSiteFeeds(teamId)).toBe(1);
    expect((await read(`websites/${siteId}`))?.feed).toMatchObject({
      events: [{ id: `${teamId}-next` }, { id: `${teamId}-added`, title: "Added game", dateStart: later, location: "Pease Park" }],
      roster: [{ displayName: "Olivia" }, { displayName: "Pat", role: "player" }],
      memberCount: 4,
    });
    expect((await read(`websites/${plain}`))?.feed).toBeNull();

    const mallory = await organizer("site-not-manager");
    const theirs = await draftOf(mallory, { teamId, pages });
    expect(await callError("publishSite", { siteId: theirs }, mallory.token)).toEqual({ status: "PERMISSION_DENIED", message: "You can only show a team you manage on your site." });
  });

  it("an embedded form must exist; its title is kept with the site", async () => {
    const olivia = await organizer("site-form");
    const formId = uniqueId("form");
    await db().doc(`forms/${formId}`).set({ title: "Summer sign-up", creatorId: olivia.uid });
    const block = (id: string) => ({ id: "p1", title: "Home", slug: "home", seoDescription: "", blocks: [{ id: "f", type: "form", formId: id, label: "" }] });
    const missing = await draftOf(olivia, { pages: [block("no-such-form")] });
    expect(await callError("publishSite", { siteId: missing }, olivia.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: 'The form "no-such-form" does not exist. Check the form id in the embedded form block.',
    });
    const siteId = await draftOf(olivia, { pages: [block(formId)] });
    await callOk("publishSite", { siteId }, olivia.token);
    expect((await read(`websites/${siteId}`))?.formTitles).toEqual({ [formId]: "Summer sign-up" });
  });
});

describe("attachDomain", () => {
  async function published(owner: TestUser): Promise<string> {
    const siteId = await draftOf(owner);
    await callOk("publishSite", { siteId }, owner.token);
    return siteId;
  }

  it("serves the creator's published site on a verified *.localhost host, claimed for it alone", async () => {
    const olivia = await organizer("dom-olivia");
    const siteId = await published(olivia);
    const host = `${uniqueId("club")}.localhost`;
    expect(await callOk("attachDomain", { siteId, domain: `HTTPS://${host.toUpperCase()}/` }, olivia.token)).toEqual({ domain: host });
    expect(await read(`websites/${siteId}`)).toMatchObject({ domain: host });
    expect(await read(`websiteDomains/${host}`)).toMatchObject({ siteId, creator: olivia.uid });

    // Moving to another host releases the first; null disconnects.
    const next = `${uniqueId("club")}.localhost`;
    await callOk("attachDomain", { siteId, domain: next }, olivia.token);
    expect(await exists(`websiteDomains/${host}`)).toBe(false);
    await callOk("attachDomain", { siteId, domain: null }, olivia.token);
    expect(await read(`websites/${siteId}`)).toMatchObject({ domain: null });
    expect(await exists(`websiteDomains/${next}`)).toBe(false);
  });

  it("a domain already taken by another site is refused with a clear message", async () => {
    const [olivia, pat] = await Promise.all([organizer("dom-first"), organizer("dom-second")]);
    const [mine, theirs] = await Promise.all([published(olivia), published(pat)]);
    const host = `${uniqueId("taken")}.localhost`;
    await callOk("attachDomain", { siteId: mine, domain: host }, olivia.token);
    expect(await callError("attachDomain", { siteId: theirs, domain: host }, pat.token)).toEqual({ status: "ALREADY_EXISTS", message: "That domain is already taken by another website." });
    expect(await read(`websites/${theirs}`)).toMatchObject({ domain: null });
    // A site given its domain before claims existed (the seed) holds it too.
    const seeded = `${uniqueId("seeded")}.localhost`;
    await db()
      .doc(`websites/${uniqueId("old")}`)
      .set({ ...content(), creator: olivia.uid, domain: seeded });
    expect(await callError("attachDomain", { siteId: theirs, domain: seeded }, pat.token)).toEqual({ status: "ALREADY_EXISTS", message: "That domain is already taken by another website." });
  });

  it("only the creator, only a published site, only a verified domain of their own", async () => {
    const [olivia, mallory] = await Promise.all([organizer("dom-owner"), organizer("dom-mallory")]);
    const siteId = await published(olivia);
    expect(await callError("attachDomain", { siteId, domain: "evil.localhost" }, mallory.token)).toEqual({ status: "PERMISSION_DENIED", message: "User does not own this website" });
    const unpublished = await draftOf(olivia);
    expect(await callError("attachDomain", { siteId: unpublished, domain: "x.localhost" }, olivia.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "Publish the site before you connect a domain.",
    });
    expect(await callError("attachDomain", { siteId, domain: "club.example.invalid" }, olivia.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "We could not find the TXT record on that domain yet. Add it at your DNS provider, wait a few minutes and try again.",
    });
    expect(await callError("attachDomain", { siteId, domain: "lightning.teams.localhost" }, olivia.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "That domain belongs to RallyHub. Enter your own domain.",
    });
    expect(await callError("attachDomain", { siteId, domain: "not a domain" }, olivia.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "Enter a domain such as club.example.com (no http:// and no path).",
    });
  });
});

describe("unpublishSite", () => {
  it("takes the creator's site offline, keeps its pages as a never-published draft and releases its domain", async () => {
    const olivia = await organizer("unpub-olivia");
    const siteId = await draftOf(olivia);
    await callOk("publishSite", { siteId }, olivia.token);
    const host = `${uniqueId("gone")}.localhost`;
    await callOk("attachDomain", { siteId, domain: host }, olivia.token);

    expect(await callOk("unpublishSite", { siteId }, olivia.token)).toEqual({ siteId });
    expect(await exists(`websites/${siteId}`)).toBe(false);
    expect(await exists(`websiteDomains/${host}`)).toBe(false);
    expect(await read(`websiteDrafts/${siteId}`)).toMatchObject({ title: "Riverside Club", creator: olivia.uid, published: false, publishedAt: null, domain: null });

    // The Free plan's one place: publishing again works, and the domain is free for another site.
    await callOk("publishSite", { siteId }, olivia.token);
    const pat = await organizer("unpub-pat");
    const theirs = await draftOf(pat);
    await callOk("publishSite", { siteId: theirs }, pat.token);
    expect(await callOk("attachDomain", { siteId: theirs, domain: host }, pat.token)).toEqual({ domain: host });
  });

  it("a site whose draft was discarded gets its published pages back as the draft", async () => {
    const olivia = await organizer("unpub-nodraft");
    const siteId = await draftOf(olivia, { title: "Kept Club" });
    await callOk("publishSite", { siteId }, olivia.token);
    await db().doc(`websiteDrafts/${siteId}`).delete();
    await callOk("unpublishSite", { siteId }, olivia.token);
    const draft = await read(`websiteDrafts/${siteId}`);
    expect(draft).toMatchObject({ title: "Kept Club", creator: olivia.uid, published: false, teamId: null, organizationId: null });
    expect((draft?.pages as Array<{ slug: string }>).map((p) => p.slug)).toEqual(["home", "about"]);
    expect(draft).not.toHaveProperty("feed");
  });

  it("only the creator (spec §6), only a published site, only a signed-in caller with a valid id", async () => {
    const [olivia, mallory] = await Promise.all([organizer("unpub-owner"), organizer("unpub-mallory")]);
    const siteId = await draftOf(olivia);
    expect(await callError("unpublishSite", { siteId }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "Website not found" });
    await callOk("publishSite", { siteId }, olivia.token);
    expect(await callError("unpublishSite", { siteId }, mallory.token)).toEqual({ status: "PERMISSION_DENIED", message: "User does not own this website" });
    expect((await callError("unpublishSite", { siteId }, undefined)).status).toBe("UNAUTHENTICATED");
    expect((await callError("unpublishSite", { siteId: "" }, olivia.token)).status).toBe("INVALID_ARGUMENT");
    expect((await callError("unpublishSite", { siteId, extra: 1 }, olivia.token)).status).toBe("INVALID_ARGUMENT");
    expect(await exists(`websites/${siteId}`)).toBe(true);
  });
});

describe("sendSiteMessage", () => {
  it("keeps a visitor's message for the site's creator and tells them; no sign-in needed", async () => {
    const olivia = await organizer("msg-olivia");
    const siteId = await draftOf(olivia, { pages: [{ id: "p1", title: "Contact", slug: "contact", seoDescription: "", blocks: [{ id: "c", type: "contact", heading: "Write to us", intro: "" }] }] });
    await callOk("publishSite", { siteId }, olivia.token);
    expect(await callOk("sendSiteMessage", { siteId, name: "Pat Visitor", email: "Pat@Example.com", message: "Can I join on Tuesdays?" }, "")).toEqual({ sent: true });
    const kept = await db().collection("siteMessages").where("siteId", "==", siteId).get();
    expect(kept.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ creator: olivia.uid, name: "Pat Visitor", email: "pat@example.com", message: "Can I join on Tuesdays?", fromUid: null }),
    ]);
    const told = await db().collection("notifications").where("userId", "==", olivia.uid).where("type", "==", "siteMessage").get();
    expect(told.docs.map((d) => d.get("message") as string)).toEqual(["Pat Visitor (pat@example.com) wrote: Can I join on Tuesdays?"]);
  });

  it("refuses a site without a contact block, and bad input", async () => {
    const olivia = await organizer("msg-none");
    const siteId = await draftOf(olivia);
    await callOk("publishSite", { siteId }, olivia.token);
    expect(await callError("sendSiteMessage", { siteId, name: "Pat", email: "pat@example.com", message: "Hi" }, "")).toEqual({
      status: "FAILED_PRECONDITION",
      message: "This website does not take messages.",
    });
    expect(await callError("sendSiteMessage", { siteId, name: "Pat", email: "not-an-email", message: "Hi" }, "")).toEqual({ status: "INVALID_ARGUMENT", message: "Enter a valid e-mail" });
    expect(await callError("sendSiteMessage", { siteId: "nope", name: "Pat", email: "pat@example.com", message: "Hi" }, "")).toEqual({ status: "NOT_FOUND", message: "Website not found" });
  });
});
