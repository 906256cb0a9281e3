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
  topics: TeamTopic[];
  creator: string | null;
  gameType: string;
  domain: string | null;
  organizerWebsite: { metaLogoURL: string | null };
  city: { name: string; lat: number; lng: number; hash: string } | null;
  memberIds: string[];
  managerIds: string[];
  createdAt: number | null;
}

export interface TeamPageMeta {
  title: string;
  description: string;
  image: string | null;
}
