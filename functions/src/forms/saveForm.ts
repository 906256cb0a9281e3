import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as formCallables from "@rallyhub/domain/callables/forms";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { formServerSchema } from "@rallyhub/domain/stored/forms";
import { formWriteSchema } from "@rallyhub/domain/stored/write/forms";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { serverUserSchema, type ServerUser } from "@rallyhub/domain/stored/users";
import { formRef } from "./common";

function nameOf(user: ServerUser): string {
  return (user.displayName || user.fullName).trim() || "An organizer";
}

/**
 * The form builder's save (issue 14): a new form (formId null) or the
 * caller's own. The form is checked with the builder's own schema; a fee
 * needs the caller's active payouts account (as a paid game does); a team
 * must be one the caller manages (its submitters are invited there).
 */
export const saveForm = defineCallable(formCallables.saveForm, async ({ formId, form }, { caller }) => {
  const [userSnap, existing, teamSnap] = await Promise.all([
    db().doc(`users/${caller.uid}`).get(),
    formId ? formRef(formId).get() : Promise.resolve(null),
    form.teamId ? db().doc(`teams/${form.teamId}`).get() : Promise.resolve(null),
  ]);
  if (formId && !existing?.exists) throw new HttpsError("not-found", FORM_MESSAGES.formNotFound);
  if (existing?.exists && readDoc(formServerSchema, existing).creatorId !== caller.uid) throw new HttpsError("permission-denied", FORM_MESSAGES.notOwner);
  const user = readDoc(serverUserSchema, userSnap);
  if (form.fee.mode !== "none" && (!user.stripeId || !user.stripeChargesEnabled)) {
    throw new HttpsError("failed-precondition", FORM_MESSAGES.paymentsAccount);
  }
  const team = teamSnap?.exists ? readDoc(teamServerSchema, teamSnap) : null;
  if (form.teamId && !team?.managerIds.includes(caller.uid)) throw new HttpsError("permission-denied", FORM_MESSAGES.notTeamManager);

  const ref = existing?.exists ? existing.ref : db().collection("forms").doc();
  const stored = {
    ...form,
    creatorId: caller.uid,
    creatorName: nameOf(user),
    teamName: team ? team.name || "Team" : null,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (existing?.exists) await ref.update(writeFields(formWriteSchema, stored));
  else await ref.set(writeDoc(formWriteSchema, { ...stored, createdAt: FieldValue.serverTimestamp(), submissionCount: 0 }));
  return { formId: ref.id };
});
