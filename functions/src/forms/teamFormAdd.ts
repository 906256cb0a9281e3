import { HttpsError } from "firebase-functions/v2/https";
import { defineCallable } from "../lib/callable";
import * as formCallables from "@rallyhub/domain/callables/forms";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import { inviteToTeamAs } from "../teams/invitations";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { formServerSchema } from "@rallyhub/domain/stored/forms";
import { formRef, readForm } from "./common";

/**
 * form/{formId}/team-form-add/{userId} (issue 14): a form's owner adds
 * someone who filled it in to the form's team, as a pending member (an
 * invitation they accept), through the teams' own invitation (the owner must
 * still manage the team; someone already on it or invited is told so).
 */
export const addFormSubmitterToTeam = defineCallable(formCallables.addFormSubmitterToTeam, async ({ formId, userId }, { caller }) => {
  const form = await readForm(formId);
  if (form.creatorId !== caller.uid) throw new HttpsError("permission-denied", FORM_MESSAGES.notOwner);
  if (!form.teamId) throw new HttpsError("failed-precondition", FORM_MESSAGES.noTeam);
  const sent = await formRef(formId).collection("submissions").where("ownerId", "==", caller.uid).where("uid", "==", userId).limit(1).get();
  if (sent.empty) throw new HttpsError("not-found", FORM_MESSAGES.notASubmitter);
  const { entryId } = await inviteToTeamAs(caller, form.teamId, { uid: userId });
  const { teamName } = readDoc(formServerSchema, await formRef(formId).get());
  return { teamId: form.teamId, teamName: teamName || "Team", entryId };
});
