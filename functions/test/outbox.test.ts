import { afterAll, describe, expect, it } from "vitest";
import { callError, callOk, closeAdmin, createPlayer, db, uniqueId } from "./callables";

afterAll(async () => {
  await closeAdmin();
});

interface OutboxMail {
  id: string;
  to: string;
  createdAt: number;
  template: { name: string; data: Record<string, unknown> };
  message: { subject: string };
}

// The Functions emulator sets FUNCTIONS_EMULATOR=true, so the outbox is open.
describe("listOutbox", () => {
  it("returns the mail collection newest first", async () => {
    const user = await createPlayer("outbox");
    const tag = uniqueId("outbox");
    const base = Date.now();
    const ids: string[] = [];
    // Written oldest last, so that the order cannot come from the write order.
    for (const offset of [1000, 3000, 2000]) {
      const ref = await db()
        .collection("mail")
        .add({ to: `${tag}-${offset}@example.com`, template: { name: "team-create-motivation-notification", data: { username: tag } }, message: { subject: "s" }, createdAt: base + offset });
      ids.push(ref.id);
    }

    const { mail } = await callOk<{ mail: OutboxMail[] }>("listOutbox", {}, user.token);
    expect(mail.length).toBeGreaterThanOrEqual(3);
    expect(mail.length).toBeLessThanOrEqual(50);
    const times = mail.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ours = mail.filter((m) => m.to.startsWith(tag));
    expect(ours.map((m) => m.to)).toEqual([`${tag}-3000@example.com`, `${tag}-2000@example.com`, `${tag}-1000@example.com`]);
    expect(ours.map((m) => m.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(ours[0]).toMatchObject({ template: { name: "team-create-motivation-notification", data: { username: tag } }, message: { subject: "s" } });
  });

  it("shows a confirmation the callables queued", async () => {
    const user = await createPlayer("outbox-sub", {
      fullName: "Olive Outbox",
      activitySubscriptions: [{ id: 3, activities: ["Golf"], address: { name: "Capital City" }, radius: 3 }],
    });
    const { mailId } = await callOk<{ mailId: string }>("sendActivitySubscriptionConfirmation", { subscriptionId: 3 }, user.token);
    const { mail } = await callOk<{ mail: OutboxMail[] }>("listOutbox", {}, user.token);
    expect(mail.find((m) => m.id === mailId)).toMatchObject({
      to: user.email,
      template: { name: "activity-subscription-confirmation", data: { firstName: "Olive Outbox", activitiesList: "Golf", city: "Capital City", radius: 3 } },
    });
  });

  it("refuses an unauthenticated caller", async () => {
    expect(await callError("listOutbox", {})).toMatchObject({ status: "UNAUTHENTICATED" });
  });
});
