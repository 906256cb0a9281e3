// websites/{siteId}, websiteDrafts/{draftId} and organizations/{orgId} (forms: forms.rules.test.ts).
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, chars, rulesHarness, without } from "./setup";

const h = rulesHarness();

function site(overrides: DocumentData = {}): DocumentData {
  return {
    title: "Rally Club",
    creator: "alice",
    domain: null,
    teamId: null,
    organizationId: null,
    pages: [{ id: "p1", title: "Home", slug: "home", seoDescription: "Welcome", blocks: [{ id: "b1", type: "text", heading: "", body: "Hi" }] }],
    settings: { logos: { primary: null, secondary: null }, theme: { primary: "#1565c0", secondary: "#c2410c" } },
    updatedAt: A_DATE,
    ...overrides,
  };
}

/** A draft as the builder writes it: new (published false) or of a published site (published true). */
function draft(overrides: DocumentData = {}): DocumentData {
  return { ...without(site(), "domain"), published: false, savedAt: A_DATE, ...overrides };
}

const manyPages = (n: number): DocumentData[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, title: `P${i}`, slug: `p${i}`, seoDescription: "", blocks: [] }));

describe("websites/{siteId}", () => {
  describe("read", () => {
    it("lets a signed-out visitor read a website", async () => {
      await h.seed({ "websites/w1": site() });
      await assertSucceeds(getDoc(doc(h.anon(), "websites/w1")));
    });

    it("lets a signed-out visitor find a website by domain", async () => {
      await h.seed({ "websites/w1": site({ domain: "club.example.com" }) });
      await assertSucceeds(getDocs(query(collection(h.anon(), "websites"), where("domain", "==", "club.example.com"), limit(1))));
    });

    it("lets a signed-out visitor find an organization's website", async () => {
      await h.seed({ "websites/w1": site({ organizationId: "nyc-tennis" }) });
      await assertSucceeds(getDocs(query(collection(h.anon(), "websites"), where("organizationId", "==", "nyc-tennis"), limit(1))));
    });

    it("lets a user count and list their own websites", async () => {
      await h.seed({ "websites/w1": site() });
      await assertSucceeds(getCountFromServer(query(collection(h.as("alice"), "websites"), where("creator", "==", "alice"))));
      await assertSucceeds(getDocs(query(collection(h.as("alice"), "websites"), where("creator", "==", "alice"), limit(26))));
    });
  });

  // publishSite copies a draft (after checking the plan's number of sites) and attachDomain sets
  // a verified domain: a client write would go around both.
  describe("writes (server only)", () => {
    it("refuses the creator publishing a website directly", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websites/w1"), site({ updatedAt: serverTimestamp() })));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "websites/w1"), site()));
    });

    it("refuses the creator editing the published site, even its title", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { title: "Rally Club NYC" }));
    });

    it("refuses the creator setting a domain", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { domain: "club.example.com" }));
    });

    it("refuses the creator clearing a verified domain", async () => {
      await h.seed({ "websites/w1": site({ domain: "club.example.com" }) });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { domain: null }));
    });

    it("refuses another user editing the website", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("bob"), "websites/w1"), { title: "Defaced" }));
    });

    it("refuses deleting the website from a client (unpublishSite releases its domain too)", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(deleteDoc(doc(h.as("alice"), "websites/w1")));
      await assertFails(deleteDoc(doc(h.as("bob"), "websites/w1")));
    });
  });
});

describe("websiteDrafts/{draftId}", () => {
  describe("read", () => {
    it("lets the creator read their draft", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertSucceeds(getDoc(doc(h.as("alice"), "websiteDrafts/d1")));
    });

    it("lets a signed-in user learn that a draft does not exist (the builder then looks for the site)", async () => {
      await assertSucceeds(getDoc(doc(h.as("bob"), "websiteDrafts/none")));
    });

    it("lets the creator list and count their own drafts", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertSucceeds(getDocs(query(collection(h.as("alice"), "websiteDrafts"), where("creator", "==", "alice"))));
      await assertSucceeds(getCountFromServer(query(collection(h.as("alice"), "websiteDrafts"), where("creator", "==", "alice"), where("published", "==", false))));
    });

    it("refuses another user reading the draft (spec §5 'User does not own this website')", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(getDoc(doc(h.as("bob"), "websiteDrafts/d1")));
    });

    it("refuses a signed-out visitor, even for a missing draft", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(getDoc(doc(h.anon(), "websiteDrafts/d1")));
      await assertFails(getDoc(doc(h.anon(), "websiteDrafts/none")));
    });

    it("refuses listing every draft", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(getDocs(collection(h.as("alice"), "websiteDrafts")));
    });

    it("refuses listing someone else's drafts", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(getDocs(query(collection(h.as("bob"), "websiteDrafts"), where("creator", "==", "alice"))));
    });
  });

  describe("create (spec §4: a new draft has the signed-in user as creator)", () => {
    it("lets a user create their own new draft", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ savedAt: serverTimestamp() })));
    });

    it("refuses a new draft that claims to be published", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ published: true })));
    });

    it("lets the site's creator turn their published site into a draft (spec §6)", async () => {
      await h.seed({ "websites/w1": site() });
      await assertSucceeds(setDoc(doc(h.as("alice"), "websiteDrafts/w1"), draft({ published: true })));
    });

    it("refuses a draft of a published site that says it is not published", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/w1"), draft({ published: false })));
    });

    it("refuses anyone else turning the site into a draft (spec §6)", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(setDoc(doc(h.as("bob"), "websiteDrafts/w1"), draft({ creator: "bob", published: true })));
    });

    it("refuses a draft in someone else's name", async () => {
      await assertFails(setDoc(doc(h.as("bob"), "websiteDrafts/d1"), draft()));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "websiteDrafts/d1"), draft()));
    });

    it("refuses an empty title, or a title over 120 characters", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ title: "" })));
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ title: chars(121) })));
    });

    it("accepts 20 pages and refuses 21", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ pages: manyPages(20) })));
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d2"), draft({ pages: manyPages(21) })));
    });

    it("refuses pages that are not a list", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ pages: { home: {} } })));
    });

    it("refuses fields the builder does not write", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), draft({ feed: { events: [] } })));
    });
  });

  describe("update and delete", () => {
    it("lets the creator save their draft", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertSucceeds(updateDoc(doc(h.as("alice"), "websiteDrafts/d1"), { title: "Draft 2", pages: manyPages(3), savedAt: serverTimestamp() }));
    });

    it("refuses the creator handing the draft to someone else", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(updateDoc(doc(h.as("alice"), "websiteDrafts/d1"), { creator: "bob" }));
    });

    it("refuses the creator marking the draft published (publishSite does)", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(updateDoc(doc(h.as("alice"), "websiteDrafts/d1"), { published: true }));
    });

    it("refuses the creator adding more than 20 pages", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(updateDoc(doc(h.as("alice"), "websiteDrafts/d1"), { pages: manyPages(21) }));
    });

    it("refuses another user editing or overwriting the draft", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(updateDoc(doc(h.as("bob"), "websiteDrafts/d1"), { title: "Mine" }));
      await assertFails(setDoc(doc(h.as("bob"), "websiteDrafts/d1"), draft({ creator: "bob" })));
    });

    it("lets the creator discard their draft; nobody else", async () => {
      await h.seed({ "websiteDrafts/d1": draft() });
      await assertFails(deleteDoc(doc(h.as("bob"), "websiteDrafts/d1")));
      await assertSucceeds(deleteDoc(doc(h.as("alice"), "websiteDrafts/d1")));
    });
  });
});

describe("websiteDomains/{host} and siteMessages/{id}", () => {
  it("keeps domain claims to the server", async () => {
    await h.seed({ "websiteDomains/club.example.com": { siteId: "w1", creator: "alice" } });
    await assertFails(getDoc(doc(h.as("alice"), "websiteDomains/club.example.com")));
    await assertFails(setDoc(doc(h.as("alice"), "websiteDomains/other.example.com"), { siteId: "w1", creator: "alice" }));
  });

  it("lets a site's creator read the messages sent to them, and nobody else", async () => {
    await h.seed({ "siteMessages/m1": { siteId: "w1", creator: "alice", name: "Pat", email: "pat@example.com", message: "Hi", createdAt: A_DATE } });
    await assertSucceeds(getDoc(doc(h.as("alice"), "siteMessages/m1")));
    await assertSucceeds(getDocs(query(collection(h.as("alice"), "siteMessages"), where("creator", "==", "alice"), limit(20))));
    await assertFails(getDoc(doc(h.as("bob"), "siteMessages/m1")));
    await assertFails(getDoc(doc(h.anon(), "siteMessages/m1")));
  });

  it("refuses writing messages from a client (sendSiteMessage does)", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "siteMessages/m2"), { siteId: "w1", creator: "alice", name: "Me", email: "a@b.c", message: "Hi" }));
  });
});

describe("organizations/{orgId}", () => {
  const org = (overrides: DocumentData = {}): DocumentData => ({
    slug: "nyc-tennis",
    name: "NYC Tennis League",
    description: "Leagues all year.",
    logoURL: "",
    city: "New York",
    creator: "alice",
    ...overrides,
  });

  it("lets a signed-out visitor read an organization", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertSucceeds(getDoc(doc(h.anon(), "organizations/o1")));
  });

  it("lets a signed-out visitor find an organization by slug", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertSucceeds(getDocs(query(collection(h.anon(), "organizations"), where("slug", "==", "nyc-tennis"), limit(1))));
  });

  it("lets a user create an organization they own", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), org()));
  });

  it("refuses an organization whose id is not its slug (slugs stay unique)", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "organizations/o1"), org()));
  });

  it("refuses an organization in someone else's name", async () => {
    await assertFails(setDoc(doc(h.as("bob"), "organizations/nyc-tennis"), org()));
  });

  it("refuses a signed-out visitor", async () => {
    await assertFails(setDoc(doc(h.anon(), "organizations/nyc-tennis"), org()));
  });

  it("refuses a slug shorter than 2 characters", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), org({ slug: "n" })));
  });

  it("refuses a slug over 80 characters", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), org({ slug: chars(81) })));
  });

  it("refuses an empty name", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), org({ name: "" })));
  });

  it("refuses a name over 120 characters", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), org({ name: chars(121) })));
  });

  it("lets the creator edit the organization", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertSucceeds(updateDoc(doc(h.as("alice"), "organizations/o1"), { description: "Now with juniors." }));
  });

  it("refuses the creator changing the slug", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertFails(updateDoc(doc(h.as("alice"), "organizations/o1"), { slug: "other-league" }));
  });

  it("refuses the creator handing the organization to someone else", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertFails(updateDoc(doc(h.as("alice"), "organizations/o1"), { creator: "bob" }));
  });

  // RULE PROBLEM: the update rule does not re-check name (create requires 1–120 characters).
  it("refuses the creator emptying the name", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertFails(updateDoc(doc(h.as("alice"), "organizations/o1"), { name: "" }));
  });

  it("refuses another user editing the organization", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertFails(updateDoc(doc(h.as("bob"), "organizations/o1"), { name: "Bob's League" }));
  });

  it("lets the creator delete the organization", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "organizations/o1")));
  });

  it("refuses another user deleting the organization", async () => {
    await h.seed({ "organizations/o1": org() });
    await assertFails(deleteDoc(doc(h.as("bob"), "organizations/o1")));
  });
});

describe("organizations/{orgId}: the id is the slug", () => {
  const org = (overrides: DocumentData = {}): DocumentData => ({ slug: "nyc-tennis", name: "NYC Tennis League", creator: "alice", ...overrides });

  it("accepts an id equal to the slug", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), org()));
  });

  it.each(["NYC-Tennis", "nyc-tennis-2", "nyc_tennis", "other"])("refuses the id %s for the slug nyc-tennis", async (id) => {
    await assertFails(setDoc(doc(h.as("alice"), `organizations/${id}`), org()));
  });

  it("refuses an organization without a slug", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "organizations/nyc-tennis"), without(org(), "slug")));
  });

  it("refuses taking over an existing slug (the document exists and belongs to someone else)", async () => {
    await h.seed({ "organizations/nyc-tennis": org() });
    await assertFails(setDoc(doc(h.as("bob"), "organizations/nyc-tennis"), org({ creator: "bob" })));
  });
});
