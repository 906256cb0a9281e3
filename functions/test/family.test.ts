import { afterAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { add, call, callError, callOk, closeAdmin, createPlayer, db, exists, read, uniqueId, where, type TestUser } from "./callables";

afterAll(async () => {
  await closeAdmin();
});

type SendResult = { connectionId: string };

async function pair(): Promise<{ requester: TestUser; recipient: TestUser }> {
  const [requester, recipient] = await Promise.all([createPlayer("fam-requester", { displayName: "Robin Requester" }), createPlayer("fam-recipient", { displayName: "Riley Recipient" })]);
  return { requester, recipient };
}

async function send(requester: TestUser, recipient: TestUser, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await callOk<SendResult>("sendFamilyRequest", { recipientId: recipient.uid, relation: "parent", ...extra }, requester.token);
  return res.connectionId;
}

const requestNotifications = (connectionId: string) => where("user-notifications", "data.connectionId", connectionId);

describe("sendFamilyRequest", () => {
  it("creates a pending connection and a request notification for the recipient", async () => {
    const { requester, recipient } = await pair();
    const res = await callOk<SendResult>("sendFamilyRequest", { recipientId: recipient.uid, relation: "parent", age: 12, phoneNumber: " +1 555 0101 " }, requester.token);
    expect(res.connectionId).toEqual(expect.any(String));

    const connection = await read(`familyConnections/${res.connectionId}`);
    expect(connection).toMatchObject({
      requesterId: requester.uid,
      requesterName: "Robin Requester",
      recipientId: recipient.uid,
      recipientName: "Riley Recipient",
      requesterRelation: "parent",
      recipientRelation: "child",
      isRecipientGthUser: true,
      status: "pending",
      recipientAge: 12,
      recipientPhoneNumber: "+1 555 0101",
      participants: [requester.uid, recipient.uid],
    });
    expect(connection?.createdAt).toBeInstanceOf(Timestamp);

    const notifications = await where("user-notifications", "userId", recipient.uid);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      userId: recipient.uid,
      type: "familyConnectionRequest",
      read: false,
      message: "Robin Requester added you as their parent.",
      data: { requesterId: requester.uid, requesterName: "Robin Requester", relation: "parent", familyMemberId: recipient.uid, connectionId: res.connectionId },
    });
    // Nothing for the requester.
    expect(await where("user-notifications", "userId", requester.uid)).toHaveLength(0);
  });

  it.each([
    ["parent", "child"],
    ["child", "parent"],
    ["guardian", "other"],
    ["spouse", "spouse"],
    ["sibling", "sibling"],
    ["other", "other"],
  ])("stores the reciprocal of %s as %s", async (relation, reciprocal) => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient, { relation });
    expect(await read(`familyConnections/${connectionId}`)).toMatchObject({ requesterRelation: relation, recipientRelation: reciprocal, recipientAge: null, recipientPhoneNumber: "" });
  });

  it("names the requester by full name, then 'A player', and the recipient 'Player' when unnamed", async () => {
    const [fullNamed, unnamed, recipient] = await Promise.all([
      createPlayer("fam-fullname", { displayName: "", fullName: "Frances Full" }),
      createPlayer("fam-unnamed"),
      createPlayer("fam-recipient-unnamed"),
    ]);
    const one = await send(fullNamed, recipient);
    const two = await send(unnamed, recipient);
    expect(await read(`familyConnections/${one}`)).toMatchObject({ requesterName: "Frances Full", recipientName: "Player" });
    expect(await read(`familyConnections/${two}`)).toMatchObject({ requesterName: "A player" });
  });

  it("refuses yourself", async () => {
    const { requester } = await pair();
    const error = await callError("sendFamilyRequest", { recipientId: requester.uid, relation: "sibling" }, requester.token);
    expect(error).toMatchObject({ status: "INVALID_ARGUMENT", message: "You cannot add yourself." });
    expect(await where("familyConnections", "requesterId", requester.uid)).toHaveLength(0);
  });

  it("refuses a duplicate request (ALREADY_EXISTS) and writes nothing more", async () => {
    const { requester, recipient } = await pair();
    await send(requester, recipient);
    const error = await callError("sendFamilyRequest", { recipientId: recipient.uid, relation: "sibling" }, requester.token);
    expect(error.status).toBe("ALREADY_EXISTS");
    expect(await where("familyConnections", "requesterId", requester.uid)).toHaveLength(1);
    expect(await where("user-notifications", "userId", recipient.uid)).toHaveLength(1);
  });

  it("refuses a recipient who blocked the caller as if they did not exist (NOT_FOUND)", async () => {
    const { requester, recipient } = await pair();
    await db()
      .doc(`users/${recipient.uid}`)
      .update({ blockedUids: [requester.uid] });
    const error = await callError("sendFamilyRequest", { recipientId: recipient.uid, relation: "parent" }, requester.token);
    expect(error).toMatchObject({ status: "NOT_FOUND", message: "No user found with this email or UID" });
    expect(await where("familyConnections", "requesterId", requester.uid)).toHaveLength(0);
    expect(await where("user-notifications", "userId", recipient.uid)).toHaveLength(0);
  });

  it("refuses an unknown recipient (NOT_FOUND)", async () => {
    const { requester } = await pair();
    const error = await callError("sendFamilyRequest", { recipientId: uniqueId("nobody"), relation: "parent" }, requester.token);
    expect(error).toMatchObject({ status: "NOT_FOUND", message: "No user found with this email or UID" });
  });

  it("refuses yourself when the uid is written with a trailing '/'", async () => {
    // users/<uid>/ resolves to the caller's own document, but the self check compares the raw strings.
    const { requester } = await pair();
    const res = await call("sendFamilyRequest", { recipientId: `${requester.uid}/`, relation: "sibling" }, requester.token);
    expect(res.error?.status).toBe("INVALID_ARGUMENT");
    expect(await where("familyConnections", "requesterId", requester.uid)).toHaveLength(0);
  });

  it("refuses a duplicate when the recipient's uid is written with a trailing '/'", async () => {
    // The duplicate check queries recipientId == the raw string; users/<uid>/ still finds the recipient.
    const { requester, recipient } = await pair();
    await send(requester, recipient);
    const res = await call("sendFamilyRequest", { recipientId: `${recipient.uid}/`, relation: "parent" }, requester.token);
    expect(["ALREADY_EXISTS", "INVALID_ARGUMENT"]).toContain(res.error?.status);
    expect(await where("familyConnections", "requesterId", requester.uid)).toHaveLength(1);
  });
});

describe("respondFamilyRequest", () => {
  it("lets only the recipient answer (PERMISSION_DENIED for the requester or a stranger)", async () => {
    const { requester, recipient } = await pair();
    const stranger = await createPlayer("fam-stranger");
    const connectionId = await send(requester, recipient);
    for (const who of [requester, stranger]) {
      for (const accept of [true, false]) {
        const error = await callError("respondFamilyRequest", { connectionId, accept }, who.token);
        expect(error).toMatchObject({ status: "PERMISSION_DENIED", message: "Only the person asked can answer this request." });
      }
    }
    expect(await read(`familyConnections/${connectionId}`)).toMatchObject({ status: "pending" });
    expect(await requestNotifications(connectionId)).toMatchObject([{ read: false }]);
    expect(await where("notifications", "userId", requester.uid)).toHaveLength(0);
  });

  it("accept: confirms the connection, marks the request read and notifies the requester", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    const res = await callOk("respondFamilyRequest", { connectionId, accept: true }, recipient.token);
    expect(res).toEqual({ status: "accepted" });

    const connection = await read(`familyConnections/${connectionId}`);
    expect(connection).toMatchObject({ status: "accepted", requesterId: requester.uid, recipientId: recipient.uid });
    expect(connection?.acceptedAt).toBeInstanceOf(Timestamp);
    expect(await requestNotifications(connectionId)).toMatchObject([{ userId: recipient.uid, type: "familyConnectionRequest", read: true }]);

    const notices = await where("notifications", "userId", requester.uid);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: "familyConnectionAccepted",
      read: false,
      message: "Riley Recipient accepted your family connection request.",
      data: { connectionId, recipientId: recipient.uid },
    });
    expect(notices[0]?.createdAt).toBeInstanceOf(Timestamp);
  });

  it("reject: deletes the connection and the request, and notifies the requester", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    const res = await callOk("respondFamilyRequest", { connectionId, accept: false }, recipient.token);
    expect(res).toEqual({ status: "rejected" });
    expect(await exists(`familyConnections/${connectionId}`)).toBe(false);
    expect(await requestNotifications(connectionId)).toHaveLength(0);
    expect(await where("notifications", "userId", requester.uid)).toMatchObject([
      { type: "familyConnectionRejected", message: "Riley Recipient declined your family connection request.", data: { connectionId, recipientId: recipient.uid } },
    ]);
    // A new request may be sent after a rejection.
    await send(requester, recipient);
  });

  it("refuses a second answer after accepting (FAILED_PRECONDITION)", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    await callOk("respondFamilyRequest", { connectionId, accept: true }, recipient.token);
    for (const accept of [true, false]) {
      const error = await callError("respondFamilyRequest", { connectionId, accept }, recipient.token);
      expect(error).toMatchObject({ status: "FAILED_PRECONDITION", message: "This request was already answered." });
    }
    expect(await read(`familyConnections/${connectionId}`)).toMatchObject({ status: "accepted" });
    expect(await where("notifications", "userId", requester.uid)).toHaveLength(1);
  });

  it("refuses a second answer after rejecting (the request is gone: NOT_FOUND)", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    await callOk("respondFamilyRequest", { connectionId, accept: false }, recipient.token);
    const error = await callError("respondFamilyRequest", { connectionId, accept: true }, recipient.token);
    expect(error.status).toBe("NOT_FOUND");
    expect(await where("notifications", "userId", requester.uid)).toHaveLength(1);
  });

  it("refuses an unknown connection (NOT_FOUND)", async () => {
    const { recipient } = await pair();
    const error = await callError("respondFamilyRequest", { connectionId: uniqueId("missing"), accept: true }, recipient.token);
    expect(error).toMatchObject({ status: "NOT_FOUND", message: "This request no longer exists." });
  });

  it("refuses a duplicate once accepted", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    await callOk("respondFamilyRequest", { connectionId, accept: true }, recipient.token);
    const error = await callError("sendFamilyRequest", { recipientId: recipient.uid, relation: "parent" }, requester.token);
    expect(error.status).toBe("ALREADY_EXISTS");
  });
});

describe("removeFamilyConnection", () => {
  it.each(["requester", "recipient"] as const)("the %s removes the connection and its request notifications", async (side) => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    // Another connection of the same recipient stays, with its notification.
    const other = await createPlayer("fam-other", { displayName: "Other" });
    const otherId = await send(other, recipient);

    const res = await callOk("removeFamilyConnection", { connectionId }, (side === "requester" ? requester : recipient).token);
    expect(res).toEqual({ removed: true });
    expect(await exists(`familyConnections/${connectionId}`)).toBe(false);
    expect(await requestNotifications(connectionId)).toHaveLength(0);
    expect(await exists(`familyConnections/${otherId}`)).toBe(true);
    expect(await requestNotifications(otherId)).toHaveLength(1);
  });

  it("removes an accepted connection", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await send(requester, recipient);
    await callOk("respondFamilyRequest", { connectionId, accept: true }, recipient.token);
    expect(await callOk("removeFamilyConnection", { connectionId }, recipient.token)).toEqual({ removed: true });
    expect(await exists(`familyConnections/${connectionId}`)).toBe(false);
    expect(await requestNotifications(connectionId)).toHaveLength(0);
  });

  it("refuses a stranger (PERMISSION_DENIED) and removes nothing", async () => {
    const { requester, recipient } = await pair();
    const stranger = await createPlayer("fam-stranger");
    const connectionId = await send(requester, recipient);
    const error = await callError("removeFamilyConnection", { connectionId }, stranger.token);
    expect(error).toMatchObject({ status: "PERMISSION_DENIED", message: "This is not your connection." });
    expect(await exists(`familyConnections/${connectionId}`)).toBe(true);
    expect(await requestNotifications(connectionId)).toHaveLength(1);
  });

  it("answers removed:false for a connection that does not exist", async () => {
    const { requester } = await pair();
    expect(await callOk("removeFamilyConnection", { connectionId: uniqueId("missing") }, requester.token)).toEqual({ removed: false });
  });

  it("removes a connection seeded the way older clients stored it", async () => {
    const { requester, recipient } = await pair();
    const connectionId = await add("familyConnections", { requesterId: requester.uid, recipientId: recipient.uid, status: "accepted" });
    expect(await callOk("removeFamilyConnection", { connectionId }, requester.token)).toEqual({ removed: true });
    expect(await exists(`familyConnections/${connectionId}`)).toBe(false);
  });
});
