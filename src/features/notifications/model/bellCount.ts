/** A team invitation's notice (functions/src/teams/invitations.ts): the invitation itself is counted instead. */
const TEAM_INVITE = "teamInvite";

/**
 * What the bell counts (issue 31): unread notifications, and the team invitations
 * waiting for an answer. An invitation also sends a notice, so each is counted once:
 * the unread invitation notices and the pending invitations are the same things seen
 * twice, and the larger of the two counts them (the notices are live, so a new
 * invitation shows at once; the pending count stays after its notice is read).
 */
export function bellCount(unread: ReadonlyArray<{ type: string }>, pendingInvitations: number): { total: number; unreadOther: number; invitations: number } {
  const inviteNotices = unread.filter((n) => n.type === TEAM_INVITE).length;
  const unreadOther = unread.length - inviteNotices;
  const invitations = Math.max(inviteNotices, Math.max(0, pendingInvitations));
  return { total: unreadOther + invitations, unreadOther, invitations };
}
