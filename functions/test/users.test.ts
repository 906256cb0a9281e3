import { afterAll, describe, expect, it } from "vitest";
import { callError, callOk, closeAdmin, createAnonymousUser, createPlayer, createUser, db, exists, seedUserDoc, uniqueId, type TestUser } from "./callables";

afterAll(async () => {
  await closeAdmin();
});

interface FoundUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
}
type SearchResult = { user: FoundUser | null };

const search = (query: string, caller: TestUser) => callOk<SearchResult>("searchUser", { query }, caller.token);

/**
 * A user whose sign-in address was typed in mixed case: the Auth account holds
 * it in lower case (user.email), the users document as typed (storedEmail).
 */
async function target(fields: Record<string, unknown> = {}): Promise<TestUser & { storedEmail: string }> {
  const storedEmail = `Pat.Target-${uniqueId("t").slice(-8)}@Example.com`;
  const user = await createUser("search-target", { email: storedEmail });
  await seedUserDoc({ uid: user.uid, email: storedEmail }, { displayName: "Pat Target", photoURL: "https://example.com/pat.png", ...fields });
  return { ...user, storedEmail };
}

describe("searchUser", () => {
  it("finds a user by e-mail, case-insensitively, and shows the Auth account's full e-mail", async () => {
    const caller = await createPlayer("search-caller");
    const found = await target();
    const res = await search(`  ${found.storedEmail.toUpperCase()}  `, caller);
    expect(res.user).toEqual({ uid: found.uid, displayName: "Pat Target", email: found.email, photoURL: "https://example.com/pat.png" });
  });

  it("finds a user by uid and masks the e-mail", async () => {
    const caller = await createPlayer("search-caller");
    const found = await target();
    const res = await search(found.uid, caller);
    expect(res.user).toMatchObject({ uid: found.uid, displayName: "Pat Target", photoURL: "https://example.com/pat.png" });
    const [local = "", domain] = found.email.split("@");
    // First letter, at most six dots, the domain: never the whole address.
    expect(res.user?.email).toBe(`${local.slice(0, 1)}••••••@${domain ?? ""}`);
    expect(res.user?.email).not.toContain(local);
  });

  it("masks a short local part with at least two dots", async () => {
    const caller = await createPlayer("search-caller");
    const domain = `${uniqueId("short")}.example.org`;
    const user = await createUser("search-short", { email: `ab@${domain}` });
    await seedUserDoc(user, { displayName: "Short" });
    const res = await search(user.uid, caller);
    expect(res.user?.email).toBe(`a••@${domain}`);
  });

  it("names a user without a display name 'Unnamed Player'", async () => {
    const caller = await createPlayer("search-caller");
    const found = await target({ displayName: "" });
    const res = await search(found.storedEmail, caller);
    expect(res.user).toMatchObject({ uid: found.uid, displayName: "Unnamed Player", email: found.email });
  });

  it("refuses a query under 3 characters (after trimming)", async () => {
    const caller = await createPlayer("search-caller");
    for (const query of ["", "ab", "   ab   "]) {
      const error = await callError("searchUser", { query }, caller.token);
      expect(error).toMatchObject({ status: "INVALID_ARGUMENT", message: "query: Type at least 3 characters" });
    }
  });

  it("does not find the caller themself, by e-mail or by uid", async () => {
    const caller = await createPlayer("search-self");
    expect((await search(caller.email, caller)).user).toBeNull();
    expect((await search(caller.email.toUpperCase(), caller)).user).toBeNull();
    expect((await search(caller.uid, caller)).user).toBeNull();
  });

  it("does not find a user who blocked the caller, by e-mail or by uid", async () => {
    const caller = await createPlayer("search-blocked");
    const bystander = await createPlayer("search-bystander");
    const blocker = await target();
    // The block list lives in the owner-only users/{uid} (not on the public profile).
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: ["someone-else", caller.uid] });
    expect((await search(blocker.storedEmail, caller)).user).toBeNull();
    expect((await search(blocker.uid, caller)).user).toBeNull();
    // Others still find them.
    expect((await search(blocker.storedEmail, bystander)).user?.uid).toBe(blocker.uid);
  });

  it("finds a user whose block list names someone else", async () => {
    const caller = await createPlayer("search-caller");
    const found = await target();
    await db()
      .doc(`users/${found.uid}`)
      .update({ blockedUids: ["someone-else"] });
    expect((await search(found.uid, caller)).user?.uid).toBe(found.uid);
  });

  // SECURITY HOLE (review): the search trusted users/{uid}.emailLower, a field
  // each user writes themself, so anyone could claim another person's address
  // and be found (and befriended, or sent requests) under it. The address is
  // now looked up in Firebase Auth. The impostor's document is written with the
  // Admin SDK, as data from before the rules checked e-mails against the token;
  // its id sorts before the owner's, so a query on emailLower would find it first.
  it("does not return a user whose users document claims someone else's e-mail; returns the real owner", async () => {
    const caller = await createPlayer("search-caller");
    const owner = await createPlayer("search-owner", { displayName: "Real Owner" });
    const impostor = await createUser("aaa-impostor");
    await seedUserDoc({ uid: impostor.uid, email: owner.email }, { displayName: "Impostor" });
    const res = await search(owner.email, caller);
    expect(res.user).toEqual({ uid: owner.uid, displayName: "Real Owner", email: owner.email, photoURL: "" });
    expect((await search(owner.email.toUpperCase(), caller)).user?.uid).toBe(owner.uid);
  });

  it("does not return an impostor for an address whose real owner has no users document", async () => {
    const caller = await createPlayer("search-caller");
    const owner = await createUser("search-owner-nodoc");
    const impostor = await createUser("aaa-impostor");
    await seedUserDoc({ uid: impostor.uid, email: owner.email }, { displayName: "Impostor" });
    expect((await search(owner.email, caller)).user).toBeNull();
  });

  it("shows the Auth account's e-mail, not the one in the users document", async () => {
    const caller = await createPlayer("search-caller");
    const user = await createUser("search-doc-email");
    await seedUserDoc({ uid: user.uid, email: "someone-else@example.com" }, { displayName: "Doc Email" });
    expect((await search(user.email, caller)).user?.email).toBe(user.email);
    expect((await search(user.uid, caller)).user?.email).toBe(`s••••••@example.com`);
    // Nor is the user found by the address in their document.
    expect((await search("someone-else@example.com", caller)).user).toBeNull();
  });

  it("answers null for an unknown e-mail or uid", async () => {
    const caller = await createPlayer("search-caller");
    expect((await search(`${uniqueId("nobody")}@example.com`, caller)).user).toBeNull();
    expect((await search(uniqueId("nobody"), caller)).user).toBeNull();
  });

  it("does not search Auth accounts that have no users document", async () => {
    const caller = await createPlayer("search-caller");
    const authOnly = await createUser("search-authonly");
    expect((await search(authOnly.email, caller)).user).toBeNull();
    expect((await search(authOnly.uid, caller)).user).toBeNull();
  });
});

type ClaimResult = { guest: Record<string, unknown> | null };

describe("claimGuestRecord", () => {
  it("returns the guest record matching the caller's verified e-mail and deletes it", async () => {
    const user = await createUser("claim");
    const guestRef = db().collection("guestUsers").doc(uniqueId("guest"));
    await guestRef.set({
      emailLower: user.email,
      email: user.email,
      displayName: "  Guest Name  ",
      fullName: "Guest Full Name",
      lastName: "Name",
      phoneNumber: "+1 555 0100",
      organizerId: "organizer-1",
      teamIds: ["team-1"],
    });
    const res = await callOk<ClaimResult>("claimGuestRecord", {}, user.token);
    // Only the profile fields, trimmed; nothing the organizer stored about them.
    expect(res.guest).toEqual({ displayName: "Guest Name", fullName: "Guest Full Name", lastName: "Name", phoneNumber: "+1 555 0100" });
    expect((await guestRef.get()).exists).toBe(false);
    // Claimed once only.
    expect(await callOk<ClaimResult>("claimGuestRecord", {}, user.token)).toEqual({ guest: null });
  });

  it("accepts a call with no data", async () => {
    const user = await createUser("claim-null");
    expect(await callOk<ClaimResult>("claimGuestRecord", null, user.token)).toEqual({ guest: null });
  });

  it("returns null when no guest record matches, and leaves other records alone", async () => {
    const user = await createUser("claim-none");
    const otherRef = db().collection("guestUsers").doc(uniqueId("guest"));
    await otherRef.set({ emailLower: `${uniqueId("other")}@example.com`, displayName: "Other Guest" });
    expect(await callOk<ClaimResult>("claimGuestRecord", {}, user.token)).toEqual({ guest: null });
    expect((await otherRef.get()).exists).toBe(true);
  });

  it("refuses an unverified e-mail and keeps the record", async () => {
    const user = await createUser("claim-unverified", { emailVerified: false });
    const guestId = uniqueId("guest");
    await db().doc(`guestUsers/${guestId}`).set({ emailLower: user.email, displayName: "Guest" });
    const error = await callError("claimGuestRecord", {}, user.token);
    expect(error).toMatchObject({ status: "FAILED_PRECONDITION", message: "A verified e-mail is needed to claim a guest record." });
    expect(await exists(`guestUsers/${guestId}`)).toBe(true);
  });

  it("refuses an account without an e-mail", async () => {
    const anon = await createAnonymousUser();
    const error = await callError("claimGuestRecord", {}, anon.token);
    expect(error.status).toBe("FAILED_PRECONDITION");
  });
});
