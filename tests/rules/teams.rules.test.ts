// teams/{teamId} and its sub-collections: roster, team-notifications and the
// schedule collections (seasons, sessions, seasonGroups); plus the
// collection-group rule for a player's own roster entries.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
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

// Cast: "owner" created the team and manages it with "manager"; "player" is a
// member; "pending" has been invited and not yet accepted; "stranger" has no tie.
const TEAM = "teams/t1";

function team(overrides: DocumentData = {}): DocumentData {
  return {
    name: "Rally Club",
    description: "Tuesday doubles.",
    photoURL: "https://example.com/t.png",
    subscription: "ROOKIE",
    topics: [],
    creator: "owner",
    managerIds: ["owner", "manager"],
    memberIds: ["owner", "manager", "player"],
    gameType: "Tennis",
    city: { lat: 40.7, lng: -74, hash: "dr5regw", name: "New York" },
    domain: null,
    createdAt: A_DATE,
    ...overrides,
  };
}

const rosterEntry = (uid: string, role: string): DocumentData => ({ uid, email: `${uid}@example.com`, displayName: uid, role, joinedAt: A_DATE });

/** A team with its roster. */
async function seedTeam(teamOverrides: DocumentData = {}): Promise<void> {
  await h.seed({
    [TEAM]: team(teamOverrides),
    [`${TEAM}/roster/owner`]: rosterEntry("owner", "owner"),
    [`${TEAM}/roster/manager`]: rosterEntry("manager", "manager"),
    [`${TEAM}/roster/player`]: rosterEntry("player", "player"),
    [`${TEAM}/roster/pending`]: { ...rosterEntry("pending", "pending"), joinedAt: null },
  });
}

/** What a client writes when it creates a team. */
function newTeam(uid: string, overrides: DocumentData = {}): DocumentData {
  return { ...team({ creator: uid, managerIds: [uid], memberIds: [uid], createdAt: serverTimestamp() }), ...overrides };
}

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
  });

  describe("create", () => {
    it("lets a user create a ROOKIE team as its creator and manager", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice")));
    });

    it("lets a user create a team without memberIds (the creator starts alone)", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "teams/new"), without(newTeam("alice"), "memberIds")));
    });

    // SECURITY HOLE (review): memberIds was any list containing anyone, so a
    // player could put another player on their team without asking them.
    it("refuses a team whose memberIds lists another player", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { memberIds: ["alice", "bob"] })));
    });

    it("refuses a team whose memberIds lists only another player", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { memberIds: ["bob"] })));
    });

    it("refuses a team with an empty memberIds (absent, or exactly the creator)", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { memberIds: [] })));
    });

    it("refuses a team whose managerIds names a second manager", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { managerIds: ["alice", "bob"] })));
    });

    it("lets a user create a team without a subscription field (ROOKIE by default)", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "teams/new"), without(newTeam("alice"), "subscription", "domain")));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "teams/new"), newTeam("alice")));
    });

    it("refuses a creator who is not the signed-in user", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { creator: "bob" })));
    });

    it("refuses a creator who is not among the managers", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { managerIds: ["bob"] })));
    });

    it("refuses a team without managerIds", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), without(newTeam("alice"), "managerIds")));
    });

    it.each(["PRO", "ALL_STAR"])("refuses the paid tier %s", async (subscription) => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { subscription })));
    });

    it("refuses a domain", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { domain: "club.example.com" })));
    });

    it("refuses an empty name", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { name: "" })));
    });

    it("refuses a name over 100 characters", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { name: chars(101) })));
    });

    it("refuses a description over 5000 characters", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { description: chars(5001) })));
    });

    it("refuses a gameType over 60 characters", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { gameType: chars(61) })));
    });

    it("refuses memberIds that is not a list", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { memberIds: "alice" })));
    });

    it("refuses a bad city", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "teams/new"), newTeam("alice", { city: { lat: 200, lng: 0, hash: "", name: "" } })));
    });
  });

  describe("update", () => {
    it("lets a manager edit the team", async () => {
      await seedTeam();
      await assertSucceeds(updateDoc(doc(h.as("manager"), TEAM), { description: "Now on Thursdays too." }));
    });

    it("lets the creator (a manager) edit the team", async () => {
      await seedTeam();
      await assertSucceeds(updateDoc(doc(h.as("owner"), TEAM), { name: "Rally Club NYC" }));
    });

    // SECURITY HOLE (review): a manager could write anyone into memberIds.
    // Membership is written by the server (invitation callables).
    it("refuses a manager adding a member", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { memberIds: ["owner", "manager", "player", "pending"] }));
    });

    it("refuses a manager removing a member", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { memberIds: ["owner", "manager"] }));
    });

    it("lets a manager rewrite the whole team with memberIds and managerIds unchanged", async () => {
      await seedTeam();
      await assertSucceeds(setDoc(doc(h.as("manager"), TEAM), team({ description: "Rewritten" })));
    });

    it("refuses a member who is not a manager", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("player"), TEAM), { description: "Hacked" }));
    });

    it("refuses a member making themself a manager", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("player"), TEAM), { managerIds: ["owner", "manager", "player"] }));
    });

    it("refuses a stranger", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("stranger"), TEAM), { description: "Hacked" }));
    });

    it("refuses a signed-out visitor", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.anon(), TEAM), { description: "Hacked" }));
    });

    it("refuses a manager changing the creator", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { creator: "manager" }));
    });

    it.each(["PRO", "ALL_STAR"])("refuses a manager upgrading the subscription to %s", async (subscription) => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { subscription }));
    });

    it("refuses a manager downgrading a paid subscription", async () => {
      await seedTeam({ subscription: "PRO" });
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { subscription: "ROOKIE" }));
    });

    it("refuses a manager setting the domain", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { domain: "club.example.com" }));
    });

    it("refuses a manager changing a verified domain", async () => {
      await seedTeam({ domain: "club.example.com" });
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { domain: "other.example.com" }));
    });

    it("refuses a manager clearing a verified domain", async () => {
      await seedTeam({ domain: "club.example.com" });
      await assertFails(updateDoc(doc(h.as("owner"), TEAM), { domain: null }));
    });

    it("refuses a manager emptying the name", async () => {
      await seedTeam();
      await assertFails(updateDoc(doc(h.as("manager"), TEAM), { name: "" }));
    });
  });

  describe("delete", () => {
    it("lets the creator delete the team", async () => {
      await seedTeam();
      await assertSucceeds(deleteDoc(doc(h.as("owner"), TEAM)));
    });

    it("refuses a manager who is not the creator", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("manager"), TEAM)));
    });

    it("refuses a member", async () => {
      await seedTeam();
      await assertFails(deleteDoc(doc(h.as("player"), TEAM)));
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

    it("lets a member list the roster", async () => {
      await seedTeam();
      await assertSucceeds(getDocs(collection(h.as("player"), `${TEAM}/roster`)));
    });

    it("lets a manager who is not in memberIds list the roster", async () => {
      await seedTeam({ memberIds: [] });
      await assertSucceeds(getDocs(collection(h.as("manager"), `${TEAM}/roster`)));
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
  const note = { title: "Practice moved", message: "7pm instead of 6pm", createdAt: A_DATE };
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

  it("lets a manager post a team notification", async () => {
    await seedTeam();
    await assertSucceeds(setDoc(doc(h.as("manager"), path), note));
  });

  it("lets a manager delete a team notification", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertSucceeds(deleteDoc(doc(h.as("manager"), path)));
  });

  it("refuses a member posting a team notification", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("player"), path), note));
  });

  it("refuses a member editing a team notification", async () => {
    await seedTeam();
    await h.seed({ [path]: note });
    await assertFails(updateDoc(doc(h.as("player"), path), { message: "Cancelled" }));
  });

  it("refuses a stranger posting a team notification", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("stranger"), path), note));
  });
});

describe.each(["seasons", "sessions", "seasonGroups"])("teams/{teamId}/%s/{id}", (kind) => {
  const path = `${TEAM}/${kind}/s1`;
  const entry = { label: "Spring 2030", startDate: A_DATE, endDate: A_DATE };

  it("lets a signed-out visitor read an entry", async () => {
    await seedTeam();
    await h.seed({ [path]: entry });
    await assertSucceeds(getDoc(doc(h.anon(), path)));
  });

  it("lets a signed-out visitor list entries", async () => {
    await seedTeam();
    await h.seed({ [path]: entry });
    await assertSucceeds(getDocs(collection(h.anon(), `${TEAM}/${kind}`)));
  });

  it("lets a manager create an entry", async () => {
    await seedTeam();
    await assertSucceeds(setDoc(doc(h.as("manager"), path), entry));
  });

  it("lets a manager update an entry", async () => {
    await seedTeam();
    await h.seed({ [path]: entry });
    await assertSucceeds(updateDoc(doc(h.as("manager"), path), { label: "Summer 2030" }));
  });

  it("lets a manager delete an entry", async () => {
    await seedTeam();
    await h.seed({ [path]: entry });
    await assertSucceeds(deleteDoc(doc(h.as("manager"), path)));
  });

  it("refuses a member writing an entry", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("player"), path), entry));
  });

  it("refuses a stranger writing an entry", async () => {
    await seedTeam();
    await assertFails(setDoc(doc(h.as("stranger"), path), entry));
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
