import type { RosterPreviewEntry } from "@rallyhub/domain/teams/types";

/** Spec §3 Team. ROOKIE is the free team tier. */
export const TEAM_TIERS = ["ROOKIE", "PRO", "ALL_STAR"] as const;
export type TeamTier = (typeof TEAM_TIERS)[number];

export interface TeamTopic {
  id: string;
  name: string;
  description: string;
}

export interface Team {
  id: string;
  name: string;
  description: string;
  photoURL: string;
  subscription: TeamTier;
  /** The paid tier's Stripe subscription (server-written by the billing webhook), or null on ROOKIE. */
  subscriptionId: string | null;
  topics: TeamTopic[];
  creator: string | null;
  gameType: string;
  domain: string | null;
  organizerWebsite: { metaLogoURL: string | null };
  city: { name: string; lat: number; lng: number; hash: string } | null;
  memberIds: string[];
  managerIds: string[];
  /** Active members (owner, managers, players); server-written. */
  memberCount: number;
  /** The first names on the roster, so the team page needs no read per member. */
  rosterPreview: RosterPreviewEntry[];
  /** When the last team notifications were posted (epoch ms, newest last): unread counts without reading them. */
  notificationTimes: number[];
  /** The organization the team plays in, and its league there (e.g. 'Sunday Soccer'). */
  organizationId: string | null;
  league: string | null;
  createdAt: number | null;
}

/** The signed-in user's place on a team, as the team document tells it (invitations and requests need the roster entry). */
export type MemberStanding = "owner" | "manager" | "player" | null;

export function standingOn(team: Pick<Team, "creator" | "managerIds" | "memberIds">, uid: string | null | undefined): MemberStanding {
  if (!uid) return null;
  if (team.creator === uid) return "owner";
  if (team.managerIds.includes(uid)) return "manager";
  if (team.memberIds.includes(uid)) return "player";
  return null;
}

export interface TeamPageMeta {
  title: string;
  description: string;
  image: string | null;
}
