import { describe, expect, it } from "vitest";
import { bellCount } from "./bellCount";

const n = (type: string) => ({ type });

describe("the bell's count (issue 31)", () => {
  it.each([
    { case: "nothing waiting", unread: [], pending: 0, total: 0, unreadOther: 0, invitations: 0 },
    { case: "a pending invitation whose notice was read", unread: [], pending: 1, total: 1, unreadOther: 0, invitations: 1 },
    { case: "a new invitation: its notice and the pending entry are one thing", unread: [n("teamInvite")], pending: 1, total: 1, unreadOther: 0, invitations: 1 },
    { case: "a notice that arrived after the pending count was read", unread: [n("teamInvite")], pending: 0, total: 1, unreadOther: 0, invitations: 1 },
    { case: "two invitations, one notice unread", unread: [n("teamInvite")], pending: 2, total: 2, unreadOther: 0, invitations: 2 },
    { case: "other unread notifications add to the invitations", unread: [n("news"), n("eventInvite"), n("teamInvite")], pending: 1, total: 3, unreadOther: 2, invitations: 1 },
    { case: "unread notifications alone", unread: [n("news"), n("invoice")], pending: 0, total: 2, unreadOther: 2, invitations: 0 },
  ])("$case", ({ unread, pending, total, unreadOther, invitations }) => {
    expect(bellCount(unread, pending)).toEqual({ total, unreadOther, invitations });
  });
});
