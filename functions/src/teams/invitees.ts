import type { Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import { docId } from "@rallyhub/domain/callables/contract";
import { buildMail } from "../mail/templates";
import { emailEntryId, type Invitee, TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import type { RosterEntry } from "@rallyhub/domain/teams/types";
import { personOf, rosterRef, teamPath, userRef, type Person } from "./common";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { rosterEntryWriteSchema } from "@rallyhub/domain/stored/write/teams";

/** Someone to invite, once looked up: a user (by uid, or the account of an e-mail), or an address with no account. */
export type Resolved = { kind: "user"; person: Person } | { kind: "email"; email: string };

/**
 * Looks an invitee up in the transaction: a uid must be a user (deleted users
 * have no users document: 'User not found'); an e-mail is an account's when
 * one has it (users.emailLower), otherwise an invitation by e-mail.
 */
export async function resolveInvitee(tx: Transaction, invitee: Invitee): Promise<Resolved> {
  if ("uid" in invitee) {
    const snap = await tx.get(userRef(invitee.uid));
    if (!snap.exists) throw new HttpsError("not-found", TEAM_MESSAGES.refusal.userNotFound);
    return { kind: "user", person: personOf(snap) };
  }
  const found = await tx.get(db().collection("users").where("emailLower", "==", invitee.email).limit(1));
  const account = found.docs[0];
  if (account) return { kind: "user", person: personOf(account, invitee.email) };
  return { kind: "email", email: invitee.email };
}

/** Refuses an invitee uid that is not a document id (it becomes a roster entry's id), before anything is read. */
export function requireInviteeIds(invitees: Invitee[], at: string): void {
  invitees.forEach((invitee, i) => {
    if ("uid" in invitee && !docId.safeParse(invitee.uid).success) throw new HttpsError("invalid-argument", `${at.replace("#", String(i))}.uid: must be an id`);
  });
}

/** The e-mail roster entry id of a user's address (where an invitation by e-mail to them would be). */
export function emailEntryOf(person: Person): string | null {
  return person.email ? emailEntryId(person.email.toLowerCase()) : null;
}

/** A pending invitation's roster entry. */
export function invitationEntry(resolved: Resolved, invitedBy: string, now: number): RosterEntry {
  if (resolved.kind === "user") {
    const p = resolved.person;
    return { id: p.uid, uid: p.uid, email: p.email, displayName: p.displayName, photoURL: p.photoURL, role: "pending", invitedBy, invitedAt: now, joinedAt: null };
  }
  // No account yet: the address is the only name managers have; signing up with it claims the entry.
  return { id: emailEntryId(resolved.email), uid: null, email: resolved.email, displayName: resolved.email, photoURL: "", role: "pending", invitedBy, invitedAt: now, joinedAt: null };
}

/** Writes an invitation in the transaction: the roster entry and, for an address with no account, the invitation e-mail. */
export function writeInvitation(tx: Transaction, team: { id: string; name: string }, entry: RosterEntry, inviterName: string, now: number): boolean {
  tx.set(rosterRef(team.id, entry.id), writeDoc(rosterEntryWriteSchema, entry));
  if (entry.uid !== null) return false;
  tx.set(db().collection("mail").doc(), buildMail(entry.email, "team-invitation", { teamName: team.name, inviterName, url: teamPath(team.id) }, config.productName, now));
  return true;
}
