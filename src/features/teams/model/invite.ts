import { z } from "zod";
import type { UserSearchState } from "@/features/account/public";
import { emailSchema, TEAM_LIMITS, type Invitee } from "@rallyhub/domain/teams/schema";
import { TEAMS_MESSAGES } from "../messages";

/** The roster's invite form: what was typed (an e-mail or a user ID). */
export interface InviteFormValues {
  query: string;
}

/** What was typed (trimmed), and whom a valid submit invites (and how the toast names them), or nobody yet: a search under way, or someone already on the team. */
export interface InviteFormOutput extends InviteFormValues {
  invite: { invitee: Invitee; label: string } | null;
}

/** The account search's answer and the text it answers for. */
export interface InviteLookup {
  query: string;
  search: UserSearchState;
  memberIds: readonly string[];
}

/**
 * The roster's invite form schema: a user the search found is invited by uid
 * (unless already on the team); otherwise the text must be an e-mail, and an
 * address nobody uses gets an e-mail invitation. The search answers for the
 * text it was given: typed since, its answer is not known yet.
 */
export function inviteFormSchema({ query, search, memberIds }: InviteLookup) {
  return z.object({ query: z.string().trim().min(1, TEAMS_MESSAGES.invite.required) }).transform((values, ctx): InviteFormOutput => {
    const found: UserSearchState = values.query === query.trim() ? search : { kind: "searching" };
    if (found.kind === "searching") return { ...values, invite: null };
    if (found.kind === "found") {
      if (memberIds.includes(found.user.uid)) return { ...values, invite: null };
      return { ...values, invite: { invitee: { uid: found.user.uid }, label: found.user.displayName || found.user.email } };
    }
    const email = emailSchema.safeParse(values.query);
    if (email.success) return { ...values, invite: { invitee: { email: email.data }, label: email.data } };
    ctx.addIssue({ code: "custom", path: ["query"], message: found.kind === "none" ? TEAMS_MESSAGES.invite.noUser : (email.error.issues[0]?.message ?? TEAMS_MESSAGES.invite.invalidEmail) });
    return z.NEVER;
  });
}

/** The Create Team form's invitations step: one e-mail, not on the list yet, and the list not full. */
export function createInviteSchema(emails: readonly string[]) {
  return z.object({
    email: emailSchema.superRefine((email, ctx) => {
      if (emails.includes(email)) ctx.addIssue({ code: "custom", message: `${email} is already on the list.` });
      else if (emails.length >= TEAM_LIMITS.invitesAtCreate) ctx.addIssue({ code: "custom", message: `Invite at most ${TEAM_LIMITS.invitesAtCreate} players at once` });
    }),
  });
}
