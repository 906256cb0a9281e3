// teams/{teamId} and its sub-collections: roster, team-notifications, the
// schedule collections (seasons, seasonGroups, sessions) and externalTeams;
// the collection-group rule for a player's own roster entries; registrations;
// and the server-only teamCreationReminders (issue 10). Teams are created,
// joined, left and deleted only through the team callables.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, collectionGroup, deleteDoc, doc, getCountFromServer, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { A_DATE, chars, rulesHarness } from "./setup";

const h = rulesHarness();

// Cast: "owner" created the team and manages it with "manager"; "player" is a
// member; "pending" has been invited and not yet accepted; "stranger" has no tie.
const TEAM = "teams/t1";

function team(overrides: DocumentData = {}): DocumentData {
  return {
    name: "Rally Club",
    nameLower: "rally club",
    description: "Tuesday doubles.",
    photoURL: "https://example.com/t.png",
    subscription: "ROOKIE",
    topics: [],
    creator: "owner",
    managerIds: ["owner", "manager"],
    memberIds: ["owner", "manager", "player"],
    memberCount: 3,
    rosterPreview: [
      { uid: "owner", displayName: "owner", photoURL: "", role: "owner" },
      { uid: "manager", displayName: "manager", photoURL: "", role: "manager" },
      { uid: "player", displayName: "player", photoURL: "", role: "player" },
    ],
    notificationTimes: [],
    gameType: "Tennis",
    city: { lat: 40.7, lng: -74, hash: "dr5regw", name: "New York" },
    domain: null,
    organizerWebsite: { metaLogoURL: null },
    createdAt: A_DATE,
    updatedAt: A_DATE,
    ...overrides,
  };
}

/** A roster entry in the contract's shape (RosterEntry). */
const rosterEntry = (uid: string, role: string): DocumentData => ({
  id: uid,
  uid,
  email: `${uid}@example.com`,
  displayName: uid,
  photoURL: "",
  role,
  invitedBy: role === "owner" ? null : "owner",
  invitedAt: role === "owner" ? null : 1_900_000_000_000,
  joinedAt: role === "pending" ? null : 1_900_000_000_000,
});

/** A team with its roster. */
async function seedTeam(teamOverrides: DocumentData = {}): Promise<void> {
  await h.seed({
    [TEAM]: team(teamOverrides),
    [`${TEAM}/roster/owner`]: rosterEntry("owner", "owner"),
    [`${TEAM}/roster/manager`]: rosterEntry("manager", "manager"),
    [`${TEAM}/roster/player`]: rosterEntry("player", "player"),
    [`${TEAM}/roster/pending`]: rosterEntry("pending", "pending"),
  });
}

/** The roles of people on the team (packages/domain/src/teams/types.ts TEAM_ROLES, less 'pending' and 'requested'). */
const ACTIVE_ROLES = ["owner", "manager", "player"];

const topic = (id: string): DocumentData => ({ id, name: `Topic ${id}`, description: "About it." });

describe("teams/{teamId}", () => {
  describe("read", () => {
    it("lets a signed-out visitor read a team", async () => {
      await seedTeam();
      await assertSucceeds(getDoc(doc(h.anon(), TEAM)));
    });

    it("lets a signed-out visitor list teams", async () => {
      await seedTeam();
      await assertSucceeds(getDocs(collection(h.anon(), "teams")));
    });

    it("lets anyone look a team up by domain", async () => {
      await seedTeam({ domain: "club.example.com" });
      await assertSucceeds(getDocs(query(collection(h.anon(), "teams"), where("domain", "==", "club.example.com"))));
    });

    it("lets a signed-in user list their teams (memberIds)", async () => {
      await seedTeam();
      await assertSucceeds(getDocs(query(collection(h.as("player"), "teams"), where("memberIds", "array-contains", "player"))));
    });
  });

  // Teams are made by the createTeam callable: the owner starts alone and
  // invitations are written with the people's acceptance still to come.
  describe("create", () => {
    const newTeam = (uid: string): DocumentData =>
      team({ creator: uid, managerIds: [uid], memberIds: [uid], memberCount: 1, rosterPreview: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

    it("refuses a signed-in user creating a team, even alone on it (createTeam callable only)", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice")));
    });

    it("refuses a user creating a team with another player on it", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), { ...newTeam("alice"), memberIds: ["alice", "bob"] }));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "teams/new"), newTeam("alice")));
    });
  });

  describe("update: managers edit the details", () => {
    it("lets a manager edit the description", async () => {
      await seedTeam();
      await assertSucceeds(updateDoc(doc(h.as("manager"), TEAM), { description: "Now on Thursdays too.", updatedAt: serverTimestamp() }));
    });

    it("lets the owner rename the team with its lower-case copy", async () => {
      await seedTeam();
      await assertSucceeds(updateDoc(doc(h.as("owner"), TEAM), { name: "Rally Club NYC", nameLower: "rally club nyc" }));
    });

    it("lets a manager change the photo, game type, city and topics", async () => {
      await seedTeam();
      await assertSucceeds(
        updateDoc(doc(h.as("manager"), TEAM), {
          photoURL: "https://example.com/new.png",
          gameType: "Pickleball",
          city: { lat: 30.27, lng: -97.74, hash: "9v6kpx", name: "Austin, TX" },
          topics: Array.from({ length: 20 }, (_, i) => topic(`t-${i}`)),
        }),
      );
    });

    it("lets a manager save every detail at once with 20 topics (the rules' expression budget)", async () => {
      await seedTeam();
      const name = `Rally Club ${chars(49)}`;
      await assertSucceeds(
        updateDoc(doc(h.as("manager"), TEAM), {
          name,
          nameLower: name.toLowerCase(),
          description: chars(2000),
          photoURL: "https://example.com/new.png",
          gameType: "Pickleball",
          city: { lat: 30.27, lng: -97.74, hash: "9v6kpx", name: "Austin, TX" },
          topics: Array.from({ length: 20 }, (_, i) => ({ id: `topic-${i}`, name: chars(40), description: chars(200) })),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it("lets a manager rewrite the whole team with only details changed", async () => {
      await seedTeam();
      await assertSucceeds(setDoc(doc(h.as("manager"), TEAM), team({ description: "Rewritten" })));
    });

    it("refuses a member who is not a manager", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("player"), TEAM), { description: "Hacked" }));
    });

    it("refuses an invited player", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("pending"), TEAM), { description: "Hacked" }));
    });

    it("refuses a stranger", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("stranger"), TEAM), { description: "Hacked" }));
    });

    it("refuses a signed-out visitor", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.anon(), TEAM), { description: "Hacked" }));
    });

    it("refuses a name over 60 characters (TEAM_LIMITS.name.max)", async () => {
      await seedTeam();
      const name = chars(61);
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { name, nameLower: name }));
    });

    it("accepts a name of exactly 60 characters", async () => {
      await seedTeam();
      const name = chars(60);
      await assertSucceeds(updateDoc(doc(h.as("manager"), TEAM), { name, nameLower: name }));
    });

    it.each([
      ["empty", ""],
      ["one character", "x"],
      ["blank", "     "],
    ])("refuses a name that is %s", async (_label, name) => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { name, nameLower: name.toLowerCase() }));
    });

    it("refuses a new name without its lower-case copy", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { name: "Rally Club NYC" }));
    });

    it("refuses a lower-case copy that does not match the name", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { nameLower: "something else" }));
    });

    it("refuses a description over 2000 characters", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { description: chars(2001) }));
    });

    it("refuses an empty game type", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { gameType: "" }));
    });

    it("refuses a bad city", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { city: { lat: 200, lng: 0, hash: "", name: "" } }));
    });

    it("refuses 21 topics", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { topics: Array.from({ length: 21 }, (_, i) => topic(`t-${i}`)) }));
    });

    it.each([
      ["an id with capitals", { id: "General", name: "General", description: "" }],
      ["an extra key", { ...topic("general"), ownerUid: "manager" }],
      ["no description", { id: "general", name: "General" }],
      ["an empty name", { id: "general", name: "", description: "" }],
      ["a name that is not a string", { id: "general", name: 7, description: "" }],
      ["a name over 40 characters", { id: "general", name: chars(41), description: "" }],
      ["a description over 200 characters", { id: "general", name: "General", description: chars(201) }],
    ])("refuses a topic with %s", async (_label, bad) => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { topics: [topic("ok"), bad] }));
    });

    it("accepts updatedAt as the server's time or epoch ms", async () => {
      await seedTeam();
      await assertSucceeds(updateDoc(doc(h.as("manager"), TEAM), { description: "x", updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(h.as("manager"), TEAM), { description: "y", updatedAt: Date.now() }));
    });

    it("refuses an updatedAt that is neither the server's time nor epoch ms", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { description: "x", updatedAt: Timestamp.fromDate(new Date("2031-01-01T00:00:00Z")) }));
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { description: "x", updatedAt: "now" }));
    });

    // Who is on the team, and what the server keeps about it, are the callables'.
    it.each([
      ["memberIds (adding a player)", { memberIds: ["owner", "manager", "player", "pending"] }],
      ["memberIds (removing a player)", { memberIds: ["owner", "manager"] }],
      ["managerIds (a player made manager)", { managerIds: ["owner", "manager", "player"] }],
      ["managerIds (removing the owner)", { managerIds: ["manager"] }],
      ["managerIds (emptied)", { managerIds: [] }],
      ["creator", { creator: "manager" }],
      ["memberCount", { memberCount: 99 }],
      ["rosterPreview", { rosterPreview: [] }],
      ["notificationTimes", { notificationTimes: [1] }],
      ["subscription (upgrade)", { subscription: "PRO" }],
      ["domain", { domain: "club.example.com" }],
      ["createdAt", { createdAt: serverTimestamp() }],
      ["an unknown field", { featured: true }],
    ])("refuses a manager changing %s", async (_label, change) => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), change));
    });

    it("refuses a manager downgrading a paid subscription", async () => {
      await seedTeam({ subscription: "PRO" });
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { subscription: "ROOKIE" }));
    });

    it("refuses a manager clearing a verified domain", async () => {
      await seedTeam({ domain: "club.example.com" });
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { domain: null }));
    });
  });

  // deleteTeam removes a team with everything under it.
  describe("delete", () => {
    it.each(["owner", "manager", "player"])("refuses the %s deleting the team directly", async (uid) => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as(uid), TEAM)));
    });

    it("refuses a signed-out visitor", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.anon(), TEAM)));
    });
  });
});

describe("teams/{teamId}/roster/{memberId}", () => {
  describe("read", () => {
    it("lets a member read another member's entry", async () => {
      await seedTeam();
      await assertSucceeds(getDoc(doc(h.as("player"), `${TEAM}/roster/manager`)));
    });

    it("lets a member list the active roster (owner, managers, players)", async () => {
      await seedTeam();
      const snap = await assertSucceeds(getDocs(query(collection(h.as("player"), `${TEAM}/roster`), where("role", "in", ACTIVE_ROLES))));
      expect(snap.docs.map((d) => d.id).sort()).toEqual(["manager", "owner", "player"]);
    });

    // SECURITY HOLE (review): any member read every entry, so a plain member
    // saw the pending invitations and join requests with the invitees'
    // e-mails, which getTeamRoster shows to managers only (and the person).
    it("refuses a member reading or listing invitations and join requests (with their e-mails)", async () => {
      await seedTeam();
      await h.seed({ [`${TEAM}/roster/asker`]: rosterEntry("asker", "requested") });
      await assertFails(getDocs(query(collection(h.as("player"), `${TEAM}/roster`), where("role", "in", ["pending", "requested"]))));
      await assertFails(getDoc(doc(h.as("player"), `${TEAM}/roster/pending`)));
      await assertFails(getDoc(doc(h.as("player"), `${TEAM}/roster/asker`)));
      // A query that could return one is refused whole.
      await assertFails(getDocs(collection(h.as("player"), `${TEAM}/roster`)));
    });

    it("refuses a member reading an invitation by e-mail to someone with no account yet", async () => {
      await seedTeam();
      await h.seed({ [`${TEAM}/roster/email-abc`]: { ...rosterEntry("email-abc", "pending"), uid: null, email: "later@example.com" } });
      await assertFails(getDoc(doc(h.as("player"), `${TEAM}/roster/email-abc`)));
    });

    it("lets a manager who is not in memberIds list the whole roster, invitations and requests included", async () => {
      await seedTeam({ memberIds: [] });
      await h.seed({ [`${TEAM}/roster/asker`]: rosterEntry("asker", "requested") });
      await assertSucceeds(getDocs(collection(h.as("manager"), `${TEAM}/roster`)));
      await assertSucceeds(getDocs(query(collection(h.as("manager"), `${TEAM}/roster`), where("role", "in", ["pending", "requested"]))));
    });

    it("lets a player who asked to join read their own request", async () => {
      await seedTeam();
      await h.seed({ [`${TEAM}/roster/asker`]: rosterEntry("asker", "requested") });
      await assertSucceeds(getDoc(doc(h.as("asker"), `${TEAM}/roster/asker`)));
    });

    it("lets an invited player read their own entry", async () => {
      await seedTeam();
      await assertSucceeds(getDoc(doc(h.as("pending"), `${TEAM}/roster/pending`)));
    });

    it("refuses an invited player reading someone else's entry", async () => {
      await seedTeam();
      await assertFails(getDoc(doc(h.as("pending"), `${TEAM}/roster/player`)));
    });

    it("refuses an invited player listing the roster", async () => {
      await seedTeam();
      await assertFails(getDocs(collection(h.as("pending"), `${TEAM}/roster`)));
    });

    it("refuses a stranger reading an entry", async () => {
      await seedTeam();
      await assertFails(getDoc(doc(h.as("stranger"), `${TEAM}/roster/player`)));
    });

    it("lets a member read the e-mails on the roster", async () => {
      await seedTeam();
      const snap = await getDoc(doc(h.as("player"), `${TEAM}/roster/owner`));
      if (snap.get("email") !== "owner@example.com") throw new Error("the member should see the owner's e-mail");
    });

    it("refuses a stranger reading an entry's e-mail, even their own team's owner", async () => {
      await seedTeam();
      await assertFails(getDoc(doc(h.as("stranger"), `${TEAM}/roster/owner`)));
    });

    it("refuses a former member (no longer in memberIds) listing the roster", async () => {
      await seedTeam({ memberIds: ["owner", "manager"] });
      await assertFails(getDocs(collection(h.as("player"), `${TEAM}/roster`)));
    });

    it("lets someone invited by e-mail and not yet claimed read nothing", async () => {
      await seedTeam();
      await h.seed({ [`${TEAM}/roster/email-abc`]: { ...rosterEntry("email-abc", "pending"), uid: null, email: "later@example.com" } });
      await assertFails(getDoc(doc(h.as("later"), `${TEAM}/roster/email-abc`)));
    });

    it("refuses a stranger listing the roster (it holds e-mails)", async () => {
      await seedTeam();
      await assertFails(getDocs(collection(h.as("stranger"), `${TEAM}/roster`)));
    });

    it("refuses a signed-out visitor", async () => {
      await seedTeam();
      await assertFails(getDocs(collection(h.anon(), `${TEAM}/roster`)));
    });
  });

  // SECURITY HOLE (review): managers wrote roster entries for anyone and
  // players accepted or left by writing their own. No client writes the roster
  // now: invitations, acceptance and leaving are callables (teams issue).
  describe("create", () => {
    it("refuses a manager adding an entry", async () => {
      await seedTeam();
      await assertFails(setDoc(doc(h.as("manager"), `${TEAM}/roster/newbie`), rosterEntry("newbie", "pending")));
    });

    it("refuses the creator adding an entry", async () => {
      await seedTeam();
      await assertFails(setDoc(doc(h.as("owner"), `${TEAM}/roster/newbie`), rosterEntry("newbie", "player")));
    });

    it("refuses a member adding an entry", async () => {
      await seedTeam();
      await assertFails(setDoc(doc(h.as("player"), `${TEAM}/roster/newbie`), rosterEntry("newbie", "pending")));
    });

    it("refuses a stranger adding themself as a player", async () => {
      await seedTeam();
      await assertFails(setDoc(doc(h.as("stranger"), `${TEAM}/roster/stranger`), rosterEntry("stranger", "player")));
    });

    it("refuses a stranger adding themself as pending", async () => {
      await seedTeam();
      await assertFails(setDoc(doc(h.as("stranger"), `${TEAM}/roster/stranger`), rosterEntry("stranger", "pending")));
    });

    it("refuses a signed-out visitor", async () => {
      await seedTeam();
      await assertFails(setDoc(doc(h.anon(), `${TEAM}/roster/anon`), rosterEntry("anon", "pending")));
    });

    it.each(["owner", "manager", "player", "pending"])("refuses a manager adding an entry with role %s", async (role) => {
      await seedTeam();
      await assertFails(setDoc(doc(h.as("manager"), `${TEAM}/roster/u`), rosterEntry("u", role)));
    });
  });

  describe("update", () => {
    it("refuses an invited player accepting by writing their entry (pending → player)", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("pending"), `${TEAM}/roster/pending`), { role: "player", joinedAt: serverTimestamp() }));
    });

    it.each(["manager", "owner"])("refuses an invited player making themself %s", async (role) => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("pending"), `${TEAM}/roster/pending`), { role, joinedAt: serverTimestamp() }));
    });

    it("refuses a player promoting themself to manager", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("player"), `${TEAM}/roster/player`), { role: "manager" }));
    });

    it("refuses a player changing another entry", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("player"), `${TEAM}/roster/pending`), { role: "player" }));
    });

    it("refuses a stranger accepting someone else's invitation", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("stranger"), `${TEAM}/roster/pending`), { role: "player" }));
    });

    it("refuses a manager changing a player's role", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), `${TEAM}/roster/player`), { role: "manager" }));
    });

    it("refuses a manager moving an existing entry to another uid", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), `${TEAM}/roster/player`), { uid: "someone-else" }));
    });
  });

  describe("delete", () => {
    it("refuses a player leaving by deleting their own entry", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("player"), `${TEAM}/roster/player`)));
    });

    it("refuses an invited player declining by deleting their entry", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("pending"), `${TEAM}/roster/pending`)));
    });

    it("refuses a manager removing a player", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("manager"), `${TEAM}/roster/player`)));
    });

    it("refuses a player removing someone else", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("player"), `${TEAM}/roster/manager`)));
    });

    it("refuses a stranger", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("stranger"), `${TEAM}/roster/player`)));
    });
  });
});

describe("collection group roster (teams of a user)", () => {
  /** The player is on two teams; another team has someone else. */
  async function seedTwoTeams(): Promise<void> {
    await seedTeam();
    await h.seed({
      "teams/t2": team({ name: "Other Club", creator: "other", managerIds: ["other"], memberIds: ["other", "player"] }),
      "teams/t2/roster/player": rosterEntry("player", "player"),
      "teams/t2/roster/other": rosterEntry("other", "owner"),
    });
  }

  it("lets a player query their own roster entries across teams", async () => {
    await seedTwoTeams();
    await assertSucceeds(getDocs(query(collectionGroup(h.as("player"), "roster"), where("uid", "==", "player"))));
  });

  it("lets an invited player find their pending invitations", async () => {
    await seedTwoTeams();
    await assertSucceeds(getDocs(query(collectionGroup(h.as("pending"), "roster"), where("uid", "==", "pending"))));
  });

  it("lets an invited player count their pending invitations (the home's Action Center), and nobody else's", async () => {
    await seedTwoTeams();
    await h.seed({ "teams/t2/roster/pending": rosterEntry("pending", "pending") });
    const mine = query(collectionGroup(h.as("pending"), "roster"), where("uid", "==", "pending"), where("role", "==", "pending"));
    expect((await assertSucceeds(getCountFromServer(mine))).data().count).toBe(2);
    await assertFails(getCountFromServer(query(collectionGroup(h.as("player"), "roster"), where("uid", "==", "pending"), where("role", "==", "pending"))));
  });

  it("refuses querying someone else's roster entries", async () => {
    await seedTwoTeams();
    await assertFails(getDocs(query(collectionGroup(h.as("player"), "roster"), where("uid", "==", "other"))));
  });

  it("refuses an unfiltered collection-group query", async () => {
    await seedTwoTeams();
    await assertFails(getDocs(collectionGroup(h.as("player"), "roster")));
  });

  it("refuses a signed-out collection-group query", async () => {
    await seedTwoTeams();
    await assertFails(getDocs(query(collectionGroup(h.anon(), "roster"), where("uid", "==", "player"))));
  });
});

describe("teams/{teamId}/team-notifications/{id}", () => {
  const note = { id: "n1", title: "Practice moved", body: "7pm instead of 6pm", createdBy: "manager", createdAt: 1_900_000_000_000, updatedAt: 1_900_000_000_000 };
  const path = `${TEAM}/team-notifications/n1`;

  it("lets a member read a team notification", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertSucceeds(getDoc(doc(h.as("player"), path)));
  });

  it("lets a member list team notifications", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertSucceeds(getDocs(collection(h.as("player"), `${TEAM}/team-notifications`)));
  });

  it("lets a manager read team notifications", async () => {
    await seedTeam({ memberIds: [] });
    await h.seed({ [path]: note });
    await assertSucceeds(getDocs(collection(h.as("manager"), `${TEAM}/team-notifications`)));
  });

  it("refuses an invited player who is not yet a member", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(getDoc(doc(h.as("pending"), path)));
  });

  it("refuses a stranger", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(getDoc(doc(h.as("stranger"), path)));
  });

  it("refuses a signed-out visitor", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(getDocs(collection(h.anon(), `${TEAM}/team-notifications`)));
  });

  // postTeamNotification / updateTeamNotification write them (and notify the members).
  it("refuses a manager posting a team notification directly", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), path), note));
  });

  it("refuses a manager editing a team notification directly", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(updateDoc(doc(h.as("manager"), path), { title: "Edited" }));
  });

  it("refuses a manager deleting a team notification", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(deleteDoc(doc(h.as("owner"), path)));
  });

  it("refuses a member posting a team notification", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("player"), path), note));
  });

  it("refuses a member editing a team notification", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(updateDoc(doc(h.as("player"), path), { body: "Cancelled" }));
  });

  it("refuses a stranger posting a team notification", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("stranger"), path), note));
  });
});

const SEASON = { id: "s1", label: "Spring 2030", startDate: "2030-03-01", endDate: "2030-05-31", groupId: null };
const GROUP = { id: "g1", name: "Rec league" };
const SESSION = { id: "x1", kind: "practice", title: "Thursday practice", day: "2030-03-07", timeStart: "18:30", seasonId: "s1", eventId: null, location: "Zilker courts" };

describe.each([
  ["seasons", SEASON],
  ["seasonGroups", GROUP],
  ["sessions", SESSION],
] as const)("teams/{teamId}/%s/{id}: public schedule data managers keep", (kind, entry) => {
  const path = `${TEAM}/${kind}/${entry.id}`;

  it("lets a signed-out visitor read and list entries", async () => {
    await seedTeam();
    await h.seed({ [path]: entry });
    await assertSucceeds(getDoc(doc(h.anon(), path)));
    await assertSucceeds(getDocs(collection(h.anon(), `${TEAM}/${kind}`)));
  });

  it("lets a manager create, update and delete an entry", async () => {
    await seedTeam();
    await assertSucceeds(setDoc(doc(h.as("manager"), path), { ...entry, createdAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(h.as("owner"), path), { updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(h.as("manager"), path)));
  });

  it.each(["player", "pending", "stranger"])("refuses %s writing an entry", async (uid) => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as(uid), path), entry));
  });

  it("refuses a signed-out visitor writing an entry", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.anon(), path), entry));
  });

  it("refuses a member deleting an entry", async () => {
    await seedTeam();
    await h.seed({ [path]: entry });
    await assertFails(deleteDoc(doc(h.as("player"), path)));
  });

  it("refuses an unknown field", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), path), { ...entry, secret: true }));
  });

  it("refuses an id field that is not the document's", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), path), { ...entry, id: "other" }));
  });
});

describe("teams/{teamId}/seasons/{id}: validated as seasonSchema", () => {
  const path = `${TEAM}/seasons/s1`;

  it("refuses a season whose end precedes its start", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), path), { ...SEASON, startDate: "2030-05-31", endDate: "2030-03-01" }));
  });

  it("accepts a season of one day (end on its start)", async () => {
    await seedTeam();
    await assertSucceeds(setDoc(doc(h.as("manager"), path), { ...SEASON, endDate: SEASON.startDate }));
  });

  it("refuses moving a season's end before its start", async () => {
    await seedTeam();
    await h.seed({ [path]: SEASON });
    await assertFails(updateDoc(doc(h.as("manager"), path), { endDate: "2030-02-01" }));
  });

  it.each([
    ["a timestamp start", { startDate: A_DATE }],
    ["a US-style date", { startDate: "03/01/2030" }],
    ["a missing end", { endDate: undefined }],
    ["an empty label", { label: "" }],
    ["a blank label", { label: "   " }],
    ["a label over 60 characters", { label: chars(61) }],
    ["a season group that does not exist", { groupId: "no-such-group" }],
  ])("refuses %s", async (_label, change) => {
    await seedTeam();
    const data = Object.fromEntries(Object.entries({ ...SEASON, ...change }).filter(([, v]) => v !== undefined));
    await assertFails(setDoc(doc(h.as("manager"), path), data));
  });

  it("accepts a season in an existing season group", async () => {
    await seedTeam();
    await h.seed({ [`${TEAM}/seasonGroups/g1`]: GROUP });
    await assertSucceeds(setDoc(doc(h.as("manager"), path), { ...SEASON, groupId: "g1" }));
  });
});

describe("teams/{teamId}/seasonGroups/{id} and sessions/{id}: validated", () => {
  it("refuses a season group name over 60 characters or empty", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), `${TEAM}/seasonGroups/g1`), { name: chars(61) }));
    await assertFails(setDoc(doc(h.as("manager"), `${TEAM}/seasonGroups/g1`), { name: "" }));
  });

  it("accepts a game session linked to an event", async () => {
    await seedTeam();
    await assertSucceeds(setDoc(doc(h.as("manager"), `${TEAM}/sessions/x1`), { ...SESSION, kind: "game", eventId: "event-1" }));
  });

  it.each([
    ["an unknown kind", { kind: "party" }],
    ["a bad time", { timeStart: "6pm" }],
    ["a bad day", { day: "tomorrow" }],
    ["an empty title", { title: "" }],
    ["a title over 120 characters", { title: chars(121) }],
    ["a location over 200 characters", { location: chars(201) }],
  ])("refuses a session with %s", async (_label, change) => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), `${TEAM}/sessions/x1`), { ...SESSION, ...change }));
  });
});

describe("teams/{teamId}/externalTeams/{id}: the managers' own list", () => {
  const path = `${TEAM}/externalTeams/e1`;
  const opponent = { id: "e1", name: "Eastside Eagles", contact: "coach@eagles.example.com", notes: "Prefer Sundays." };

  it("lets a manager create, read, list, update and delete an external team", async () => {
    await seedTeam();
    await assertSucceeds(setDoc(doc(h.as("manager"), path), opponent));
    await assertSucceeds(getDoc(doc(h.as("owner"), path)));
    await assertSucceeds(getDocs(collection(h.as("manager"), `${TEAM}/externalTeams`)));
    await assertSucceeds(updateDoc(doc(h.as("manager"), path), { notes: "Any day." }));
    await assertSucceeds(deleteDoc(doc(h.as("manager"), path)));
  });

  it.each(["player", "pending", "stranger"])("refuses %s reading or writing them", async (uid) => {
    await seedTeam();
    await h.seed({ [path]: opponent });
    await assertFails(getDoc(doc(h.as(uid), path)));
    await assertFails(getDocs(collection(h.as(uid), `${TEAM}/externalTeams`)));
    await assertFails(setDoc(doc(h.as(uid), `${TEAM}/externalTeams/e2`), opponent));
  });

  it("refuses a signed-out visitor", async () => {
    await seedTeam();
    await h.seed({ [path]: opponent });
    await assertFails(getDoc(doc(h.anon(), path)));
  });

  it.each([
    ["an empty name", { name: "" }],
    ["a name over 60 characters", { name: chars(61) }],
    ["a contact over 200 characters", { contact: chars(201) }],
    ["notes over 1000 characters", { notes: chars(1001) }],
    ["an unknown field", { teamId: "t2" }],
  ])("refuses %s", async (_label, change) => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), path), { ...opponent, ...change }));
  });
});

describe("registrations/{uid_teamId_seasonId}", () => {
  const REG_ID = "player_t1_s1";
  const registration = (overrides: DocumentData = {}): DocumentData => ({
    id: REG_ID,
    uid: "player",
    teamId: "t1",
    teamName: "Rally Club",
    season: { id: "s1", label: SEASON.label, startDate: SEASON.startDate, endDate: SEASON.endDate },
    createdAt: 1_900_000_000_000,
    ...overrides,
  });

  async function seedSeason(): Promise<void> {
    await seedTeam();
    await h.seed({ [`${TEAM}/seasons/s1`]: SEASON });
  }

  it("lets a member register themself for a season of their team", async () => {
    await seedSeason();
    await assertSucceeds(setDoc(doc(h.as("player"), `registrations/${REG_ID}`), registration()));
  });

  it("accepts the server's time as createdAt", async () => {
    await seedSeason();
    await assertSucceeds(setDoc(doc(h.as("player"), `registrations/${REG_ID}`), registration({ createdAt: serverTimestamp() })));
  });

  it.each(["pending", "stranger"])("refuses %s (not a member) registering", async (uid) => {
    await seedSeason();
    const id = `${uid}_t1_s1`;
    await assertFails(setDoc(doc(h.as(uid), `registrations/${id}`), registration({ id, uid })));
  });

  it("refuses a manager registering a player", async () => {
    await seedSeason();
    await assertFails(setDoc(doc(h.as("manager"), `registrations/${REG_ID}`), registration()));
  });

  it.each([
    ["an id that is not uid_teamId_seasonId", "player_t1_s2", {}],
    ["an id field that is not the document's", REG_ID, { id: "other" }],
    ["a season that does not exist", "player_t1_s9", { id: "player_t1_s9", season: { id: "s9", label: "Fake", startDate: "2030-01-01", endDate: "2030-02-01" } }],
    ["a season label that is not the season's", REG_ID, { season: { id: "s1", label: "Free season", startDate: SEASON.startDate, endDate: SEASON.endDate } }],
    ["season dates that are not the season's", REG_ID, { season: { id: "s1", label: SEASON.label, startDate: "2030-01-01", endDate: SEASON.endDate } }],
    ["a team name that is not the team's", REG_ID, { teamName: "Other Club" }],
    ["an unknown field", REG_ID, { paid: true }],
    ["createdAt as a string", REG_ID, { createdAt: "now" }],
  ])("refuses %s", async (_label, id, change) => {
    await seedSeason();
    await assertFails(setDoc(doc(h.as("player"), `registrations/${id}`), registration(change)));
  });

  it("refuses a registration for a team that does not exist", async () => {
    await seedSeason();
    const id = "player_t9_s1";
    await assertFails(setDoc(doc(h.as("player"), `registrations/${id}`), registration({ id, teamId: "t9" })));
  });

  it("lets the player read, list and withdraw their own registration", async () => {
    await seedSeason();
    await h.seed({ [`registrations/${REG_ID}`]: registration() });
    await assertSucceeds(getDoc(doc(h.as("player"), `registrations/${REG_ID}`)));
    await assertSucceeds(getDocs(query(collection(h.as("player"), "registrations"), where("uid", "==", "player"))));
    await assertSucceeds(deleteDoc(doc(h.as("player"), `registrations/${REG_ID}`)));
  });

  it("lets the team's managers read a registration and list the team's", async () => {
    await seedSeason();
    await h.seed({ [`registrations/${REG_ID}`]: registration() });
    await assertSucceeds(getDoc(doc(h.as("manager"), `registrations/${REG_ID}`)));
    await assertSucceeds(getDocs(query(collection(h.as("manager"), "registrations"), where("teamId", "==", "t1"))));
  });

  it("refuses a member listing the team's registrations", async () => {
    await seedSeason();
    await h.seed({ [`registrations/${REG_ID}`]: registration() });
    await assertFails(getDocs(query(collection(h.as("pending"), "registrations"), where("teamId", "==", "t1"))));
  });

  it("refuses another member or a stranger reading a registration", async () => {
    await seedSeason();
    await h.seed({ [`registrations/${REG_ID}`]: registration() });
    await assertFails(getDoc(doc(h.as("pending"), `registrations/${REG_ID}`)));
    await assertFails(getDoc(doc(h.as("stranger"), `registrations/${REG_ID}`)));
    await assertFails(getDocs(query(collection(h.as("stranger"), "registrations"), where("uid", "==", "player"))));
  });

  it("refuses a manager deleting a player's registration, and anyone changing one", async () => {
    await seedSeason();
    await h.seed({ [`registrations/${REG_ID}`]: registration() });
    await assertFails(deleteDoc(doc(h.as("manager"), `registrations/${REG_ID}`)));
    await assertFails(updateDoc(doc(h.as("player"), `registrations/${REG_ID}`), { teamName: "Renamed" }));
  });
});

describe("users/{uid}/teamReads/{docId}: when a user last read their teams' notifications", () => {
  it("lets the user write, merge and read their own", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "users/alice/teamReads/all"), { t1: 1_900_000_000_000 }, { merge: true }));
    await assertSucceeds(setDoc(doc(h.as("alice"), "users/alice/teamReads/all"), { t2: 1_900_000_000_001 }, { merge: true }));
    await assertSucceeds(getDoc(doc(h.as("alice"), "users/alice/teamReads/all")));
  });

  it("refuses anyone else, and another document name", async () => {
    await h.seed({ "users/alice/teamReads/all": { t1: 1 } });
    await assertFails(getDoc(doc(h.as("bob"), "users/alice/teamReads/all")));
    await assertFails(setDoc(doc(h.as("bob"), "users/alice/teamReads/all"), { t1: 2 }, { merge: true }));
    await assertFails(setDoc(doc(h.as("alice"), "users/alice/teamReads/other"), { t1: 2 }));
  });
});

describe("teamCreationReminders/{uid}: server only", () => {
  it("refuses the user reading or writing their own record", async () => {
    await h.seed({ "teamCreationReminders/alice": { page: 3, sentAt: A_DATE } });
    await assertFails(getDoc(doc(h.as("alice"), "teamCreationReminders/alice")));
    await assertFails(setDoc(doc(h.as("bob"), "teamCreationReminders/bob"), { page: 3 }));
    await assertFails(deleteDoc(doc(h.as("alice"), "teamCreationReminders/alice")));
  });
});

describe("other team sub-collections", () => {
  it("refuses a manager writing an unnamed sub-collection", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("manager"), `${TEAM}/secrets/x`), { key: "value" }));
  });

  it("refuses reading an unnamed sub-collection", async () => {
    await seedTeam();
    await h.seed({ [`${TEAM}/secrets/x`]: { key: "value" } });
    await assertFails(getDoc(doc(h.as("manager"), `${TEAM}/secrets/x`)));
  });
});

describe("teams/{teamId}: managerIds is server-written (the creator stays a manager)", () => {
  it("refuses a manager removing the creator from managerIds", async () => {
    await seedTeam();
    await assertFails(updateDoc(doc(h.as("manager"), TEAM), { managerIds: ["manager"] }));
  });

  it("refuses the creator removing themself from managerIds", async () => {
    await seedTeam();
    await assertFails(updateDoc(doc(h.as("owner"), TEAM), { managerIds: ["manager"] }));
  });

  it("refuses emptying managerIds", async () => {
    await seedTeam();
    await assertFails(updateDoc(doc(h.as("owner"), TEAM), { managerIds: [] }));
  });

  // managerIds is server-written like memberIds: even these changes, which
  // keep the creator, go through callables now.
  it("refuses the creator removing another manager", async () => {
    await seedTeam();
    await assertFails(updateDoc(doc(h.as("owner"), TEAM), { managerIds: ["owner"] }));
  });

  it("refuses a manager stepping down by editing managerIds", async () => {
    await seedTeam();
    await assertFails(updateDoc(doc(h.as("manager"), TEAM), { managerIds: ["owner"] }));
  });

  it("refuses a manager adding a manager, even keeping the creator", async () => {
    await seedTeam();
    await assertFails(updateDoc(doc(h.as("manager"), TEAM), { managerIds: ["owner", "manager", "player"] }));
  });
});
