// websites/{siteId}, websiteDrafts/{draftId}, organizations/{orgId} and forms/{formId}.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, chars, rulesHarness, without } from "./setup";

const h = rulesHarness();

function site(overrides: DocumentData = {}): DocumentData {
  return {
    title: "Rally Club",
    creator: "alice",
    domain: null,
    teamId: null,
    pages: [{ title: "Home", slug: "home", seoDescription: "Welcome", content: "<p>Hi</p>" }],
    settings: { logos: { primary: "", secondary: "" } },
    updatedAt: A_DATE,
    ...overrides,
  };
}

const manyPages = (n: number): DocumentData[] => Array.from({ length: n }, (_, i) => ({ title: `P${i}`, slug: `p${i}`, seoDescription: "", content: "" }));

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

    it("lets a user count their own websites", async () => {
      await h.seed({ "websites/w1": site() });
      await assertSucceeds(getCountFromServer(query(collection(h.as("alice"), "websites"), where("creator", "==", "alice"))));
    });
  });

  describe("create", () => {
    it("lets a user create a website they own", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "websites/w1"), site({ updatedAt: serverTimestamp() })));
    });

    it("lets a user create a website without a domain field", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "websites/w1"), without(site(), "domain")));
    });

    it("refuses a domain (it is set by the server once verified)", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websites/w1"), site({ domain: "club.example.com" })));
    });

    it("refuses a website in someone else's name", async () => {
      await assertFails(setDoc(doc(h.as("bob"), "websites/w1"), site()));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "websites/w1"), site()));
    });

    it("refuses an empty title", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websites/w1"), site({ title: "" })));
    });

    it("refuses a title over 120 characters", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websites/w1"), site({ title: chars(121) })));
    });

    it("accepts 50 pages", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "websites/w1"), site({ pages: manyPages(50) })));
    });

    it("refuses more than 50 pages", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websites/w1"), site({ pages: manyPages(51) })));
    });

    it("refuses pages that are not a list", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websites/w1"), site({ pages: { home: {} } })));
    });
  });

  describe("update", () => {
    it("lets the creator edit the website", async () => {
      await h.seed({ "websites/w1": site({ domain: "club.example.com" }) });
      await assertSucceeds(updateDoc(doc(h.as("alice"), "websites/w1"), { title: "Rally Club NYC", pages: manyPages(3) }));
    });

    it("refuses the creator setting a domain", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { domain: "club.example.com" }));
    });

    it("refuses the creator changing a verified domain", async () => {
      await h.seed({ "websites/w1": site({ domain: "club.example.com" }) });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { domain: "victim.example.com" }));
    });

    it("refuses the creator clearing a verified domain", async () => {
      await h.seed({ "websites/w1": site({ domain: "club.example.com" }) });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { domain: null }));
    });

    it("refuses the creator handing the website to someone else", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { creator: "bob" }));
    });

    it("refuses another user editing the website", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("bob"), "websites/w1"), { title: "Defaced" }));
    });

    it("refuses a signed-out edit", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.anon(), "websites/w1"), { title: "Defaced" }));
    });

    it("refuses the creator adding more than 50 pages", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(updateDoc(doc(h.as("alice"), "websites/w1"), { pages: manyPages(51) }));
    });
  });

  describe("delete", () => {
    it("lets the creator delete the website", async () => {
      await h.seed({ "websites/w1": site() });
      await assertSucceeds(deleteDoc(doc(h.as("alice"), "websites/w1")));
    });

    it("refuses another user deleting the website", async () => {
      await h.seed({ "websites/w1": site() });
      await assertFails(deleteDoc(doc(h.as("bob"), "websites/w1")));
    });
  });
});

describe("websiteDrafts/{draftId}", () => {
  describe("read", () => {
    it("lets the creator read their draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertSucceeds(getDoc(doc(h.as("alice"), "websiteDrafts/d1")));
    });

    it("lets the creator list their own drafts", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertSucceeds(getDocs(query(collection(h.as("alice"), "websiteDrafts"), where("creator", "==", "alice"))));
    });

    it("lets the creator count their own drafts", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertSucceeds(getCountFromServer(query(collection(h.as("alice"), "websiteDrafts"), where("creator", "==", "alice"))));
    });

    it("refuses another user reading the draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(getDoc(doc(h.as("bob"), "websiteDrafts/d1")));
    });

    it("refuses a signed-out visitor", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(getDoc(doc(h.anon(), "websiteDrafts/d1")));
    });

    it("refuses listing every draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(getDocs(collection(h.as("alice"), "websiteDrafts")));
    });

    it("refuses listing someone else's drafts", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(getDocs(query(collection(h.as("bob"), "websiteDrafts"), where("creator", "==", "alice"))));
    });
  });

  describe("write", () => {
    it("lets a user create their own draft", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), site()));
    });

    it("refuses a draft in someone else's name", async () => {
      await assertFails(setDoc(doc(h.as("bob"), "websiteDrafts/d1"), site()));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "websiteDrafts/d1"), site()));
    });

    it("refuses an empty title", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), site({ title: "" })));
    });

    it("refuses more than 50 pages", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "websiteDrafts/d1"), site({ pages: manyPages(51) })));
    });

    it("lets the creator edit their draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertSucceeds(updateDoc(doc(h.as("alice"), "websiteDrafts/d1"), { title: "Draft 2" }));
    });

    it("refuses the creator handing the draft to someone else", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(updateDoc(doc(h.as("alice"), "websiteDrafts/d1"), { creator: "bob" }));
    });

    it("refuses another user editing the draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(updateDoc(doc(h.as("bob"), "websiteDrafts/d1"), { title: "Mine" }));
    });

    it("refuses another user overwriting the draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(setDoc(doc(h.as("bob"), "websiteDrafts/d1"), site({ creator: "bob" })));
    });

    it("lets the creator delete their draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertSucceeds(deleteDoc(doc(h.as("alice"), "websiteDrafts/d1")));
    });

    it("refuses another user deleting the draft", async () => {
      await h.seed({ "websiteDrafts/d1": site() });
      await assertFails(deleteDoc(doc(h.as("bob"), "websiteDrafts/d1")));
    });
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

describe("forms/{formId}", () => {
  const form = (overrides: DocumentData = {}): DocumentData => ({
    title: "Summer league sign-up",
    creatorId: "alice",
    description: "",
    fields: [{ label: "Name", type: "text" }],
    createdAt: A_DATE,
    ...overrides,
  });

  it("lets a signed-out visitor read a form (shared links)", async () => {
    await h.seed({ "forms/f1": form() });
    await assertSucceeds(getDoc(doc(h.anon(), "forms/f1")));
  });

  it("lets a signed-in user read someone else's form", async () => {
    await h.seed({ "forms/f1": form() });
    await assertSucceeds(getDoc(doc(h.as("bob"), "forms/f1")));
  });

  it("lets a user create a form they own", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "forms/f1"), form({ createdAt: serverTimestamp() })));
  });

  it("refuses a form in someone else's name", async () => {
    await assertFails(setDoc(doc(h.as("bob"), "forms/f1"), form()));
  });

  it("refuses a signed-out visitor creating a form", async () => {
    await assertFails(setDoc(doc(h.anon(), "forms/f1"), form()));
  });

  it("refuses an empty title", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "forms/f1"), form({ title: "" })));
  });

  it("refuses a title over 200 characters", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "forms/f1"), form({ title: chars(201) })));
  });

  it("lets the creator edit the form", async () => {
    await h.seed({ "forms/f1": form() });
    await assertSucceeds(updateDoc(doc(h.as("alice"), "forms/f1"), { description: "Deadline June 1" }));
  });

  it("refuses the creator handing the form to someone else", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(updateDoc(doc(h.as("alice"), "forms/f1"), { creatorId: "bob" }));
  });

  // RULE PROBLEM: the update rule does not re-check title (create requires 1–200 characters).
  it("refuses the creator emptying the title", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(updateDoc(doc(h.as("alice"), "forms/f1"), { title: "" }));
  });

  it("refuses another user editing the form", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(updateDoc(doc(h.as("bob"), "forms/f1"), { title: "Phishing" }));
  });

  it("refuses a signed-out edit", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(updateDoc(doc(h.anon(), "forms/f1"), { title: "Phishing" }));
  });

  it("lets the creator delete the form", async () => {
    await h.seed({ "forms/f1": form() });
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "forms/f1")));
  });

  it("refuses another user deleting the form", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(deleteDoc(doc(h.as("bob"), "forms/f1")));
  });
});
