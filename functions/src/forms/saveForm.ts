import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as formCallables from "@rallyhub/domain/callables/forms";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import { formRef } from "./common";

function nameOf(user: FirebaseFirestore.DocumentSnapshot): string {
  const name: unknown = user.get("displayName") ?? user.get("fullName");
  return typeof name === "string" && name.trim() ? name.trim() : "An organizer";
}

/**
 * The form builder's save (issue 14): a new form (formId null) or the
 * caller's own. The form is checked with the builder's own schema; a fee
 * needs the caller's active payouts account (as a paid game does); a team
 * must be one the caller manages (its submitters are invited there).
 */
export const saveForm = defineCallable(formCallables.saveForm, async ({ formId, form }, { caller }) => {
  const [user, existing, team] = await Promise.all([
    db().doc(`users/${caller.uid}`).get(),
    formId ? formRef(formId).get() : Promise.resolve(null),
    form.teamId ? db().doc(`teams/${form.teamId}`).get() : Promise.resolve(null),
  ]);
  if (formId && !existing?.exists) throw new HttpsError("not-found", FORM_MESSAGES.formNotFound);
  if (existing?.exists && existing.get("creatorId") !== caller.uid) throw new HttpsError("permission-denied", FORM_MESSAGES.notOwner);
  if (form.fee.mode !== "none" && (typeof user.get("stripeId") !== "string" || !user.get("stripeId") || user.get("stripeChargesEnabled") !== true)) {
    throw new HttpsError("failed-precondition", FORM_MESSAGES.paymentsAccount);
  }
  const managers = team?.get("managerIds") as unknown;
  if (form.teamId && (!team?.exists || !Array.isArray(managers) || !managers.includes(caller.uid))) throw new HttpsError("permission-denied", FORM_MESSAGES.notTeamManager);

  const ref = existing?.exists ? existing.ref : db().collection("forms").doc();
  const stored = {
    ...form,
    creatorId: caller.uid,
    creatorName: nameOf(user),
    teamName: team?.exists ? String(team.get("name") ?? "") || "Team" : null,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (existing?.exists) await ref.update(stored);
  else await ref.set({ ...stored, createdAt: FieldValue.serverTimestamp(), submissionCount: 0 });
  return { formId: ref.id };
});
