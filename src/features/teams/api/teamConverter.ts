import type { DocumentData } from "firebase/firestore";
import { str, strList, toMillis } from "@/lib/convert";
import type { RosterPreviewEntry } from "@rallyhub/domain/teams/types";
import { TEAM_TIERS, type Team, type TeamTier } from "../model/types";

export function teamFromData(id: string, d: DocumentData): Team {
  const city = d.city as Record<string, unknown> | undefined;
  const website = (d.organizerWebsite ?? {}) as Record<string, unknown>;
  return {
    id,
    name: str(d.name) || "Unnamed team",
    description: str(d.description),
    photoURL: str(d.photoURL),
    subscription: TEAM_TIERS.includes(d.subscription as TeamTier) ? (d.subscription as TeamTier) : "ROOKIE",
    subscriptionId: typeof d.subscriptionId === "string" && d.subscriptionId ? d.subscriptionId : null,
    topics: Array.isArray(d.topics) ? (d.topics as Array<Record<string, unknown>>).map((t) => ({ id: str(t.id), name: str(t.name), description: str(t.description) })) : [],
    creator: typeof d.creator === "string" && d.creator !== "" ? d.creator : null,
    gameType: str(d.gameType),
    domain: typeof d.domain === "string" ? d.domain : null,
    organizerWebsite: { metaLogoURL: typeof website.metaLogoURL === "string" ? website.metaLogoURL : null },
    city: city && typeof city.lat === "number" && typeof city.lng === "number" ? { name: str(city.name), lat: city.lat, lng: city.lng, hash: str(city.hash) } : null,
    memberIds: strList(d.memberIds),
    managerIds: strList(d.managerIds),
    memberCount: typeof d.memberCount === "number" ? d.memberCount : strList(d.memberIds).length,
    rosterPreview: previewOf(d.rosterPreview),
    notificationTimes: Array.isArray(d.notificationTimes) ? (d.notificationTimes as unknown[]).map((t) => toMillis(t)).filter((t): t is number => t !== null) : [],
    organizationId: typeof d.organizationId === "string" && d.organizationId !== "" ? d.organizationId : null,
    league: typeof d.league === "string" && d.league !== "" ? d.league : null,
    createdAt: toMillis(d.createdAt),
  };
}

const PREVIEW_ROLES = ["owner", "manager", "player"] as const;

function previewOf(value: unknown): RosterPreviewEntry[] {
  if (!Array.isArray(value)) return [];
  return (value as Array<Record<string, unknown>>)
    .filter((e) => typeof e.uid === "string" && e.uid !== "")
    .map((e) => ({
      uid: str(e.uid),
      displayName: str(e.displayName) || "Player",
      photoURL: str(e.photoURL),
      role: PREVIEW_ROLES.includes(e.role as RosterPreviewEntry["role"]) ? (e.role as RosterPreviewEntry["role"]) : "player",
    }));
}
