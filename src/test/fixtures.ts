import type { AuthState, SessionUser } from "@/lib/session/authSlice";
import type { UserProfile } from "@/lib/session/userProfile";
import type { Team } from "@/features/teams/model/types";
import type { SiteDraft, SitePage, Website } from "@/features/sites/model/types";
import type { Invoice } from "@rallyhub/domain/billing/invoices";

/** Test data builders: whole, valid objects with the fields a test cares about overridden. */

export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: "user-1",
    email: "player@example.com",
    emailVerified: true,
    displayName: "Pat Player",
    photoURL: null,
    providerIds: ["password"],
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: "user-1",
    email: "player@example.com",
    emailVerified: true,
    displayName: "Pat Player",
    fullName: "Pat",
    photoURL: "",
    defaultCity: null,
    joinReason: "Find-events",
    additionalInfo: { gender: "", sports: ["Pickleball"], pronoun: "" },
    hasAdditionalInfo: true,
    bio: "",
    phoneNumber: "",
    birthdate: null,
    alternateEmails: [],
    sportAvailability: [],
    defaultHomeTeamFilter: null,
    privacySettings: { blocklist: [], messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: false, publicUpcomingGames: false },
    notificationSettings: {},
    activitySubscriptions: [],
    familyMembers: [],
    createdAt: null,
    updatedAt: null,
    stripeCustomerId: null,
    stripeId: null,
    stripeChargesEnabled: false,
    stripeDetailsSubmitted: false,
    subscription: null,
    userSubscription: "Free",
    ...overrides,
  };
}

/** Firebase Auth has answered: nobody is signed in. */
export function signedOutAuth(overrides: Partial<AuthState> = {}): AuthState {
  return { status: "success", user: null, profile: null, error: null, sdkReady: true, leavingTo: null, ...overrides };
}

/** Firebase Auth has answered: a user with a completed profile (a player, not an organizer, unless overridden). */
export function signedInAuth(profile: Partial<UserProfile> | null = {}, overrides: Partial<AuthState> = {}): AuthState {
  const full = profile ? makeProfile(profile) : null;
  return {
    status: full?.hasAdditionalInfo ? "success" : "pending",
    user: makeSessionUser(),
    profile: full,
    error: null,
    sdkReady: true,
    leavingTo: null,
    ...overrides,
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: "team-1",
    name: "Riverside Smash",
    description: "Thursday night pickleball.",
    photoURL: "https://img.example/team.png",
    subscription: "ROOKIE",
    subscriptionId: null,
    topics: [],
    creator: "user-1",
    gameType: "Pickleball",
    domain: null,
    organizerWebsite: { metaLogoURL: null },
    city: null,
    memberIds: [],
    managerIds: [],
    memberCount: overrides.memberIds?.length ?? 0,
    rosterPreview: [],
    notificationTimes: [],
    organizationId: null,
    league: null,
    createdAt: null,
    ...overrides,
  };
}

export function makePage(overrides: Partial<SitePage> & { content?: string } = {}): SitePage {
  const { content, ...rest } = overrides;
  const blocks: SitePage["blocks"] = content ? [{ id: `${rest.slug ?? "home"}-text`, type: "text", heading: "", body: content }] : [];
  return { id: rest.slug ?? "home", title: "Home", slug: "home", seoDescription: "", blocks, ...rest };
}

export function makeWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: "site-1",
    title: "Riverside Club",
    creator: "user-1",
    domain: null,
    teamId: null,
    organizationId: null,
    pages: [
      makePage({ title: "Home", slug: "home", seoDescription: "Welcome to the club", content: "Welcome to Riverside.\n\nWe play every Thursday." }),
      makePage({ title: "Schedule", slug: "schedule", seoDescription: "", content: "Games start at 7pm." }),
    ],
    settings: { logos: { primary: null, secondary: null }, theme: { primary: "#1565c0", secondary: "#c2410c" } },
    feed: null,
    formTitles: {},
    publishedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function makeDraft(overrides: Partial<SiteDraft> = {}): SiteDraft {
  const { id, title, creator, teamId, organizationId, pages, settings } = makeWebsite();
  return { id, title, creator, teamId, organizationId, pages, settings, published: false, savedAt: 1_700_000_000_000, publishedAt: null, ...overrides };
}

import type { EventRecord } from "@rallyhub/domain/events/types";

/**
 * A public pickup game: Tuesday June 4 2030, 6:00–7:30 PM in Chicago (23:00 UTC),
 * 12 spots, nobody going yet, hosted by Olivia (not the signed-in test user).
 */
export function makeEvent(overrides: Partial<EventRecord> = {}): EventRecord {
  const dateStart = overrides.dateStart ?? Date.UTC(2030, 5, 4, 23, 0);
  return {
    id: "e1",
    title: "Pickup pickleball",
    gameType: "Pickleball",
    description: "All levels welcome.",
    dateStart,
    dateEnd: dateStart + 90 * 60_000,
    timeStart: "18:00",
    day: "2030-06-04",
    timeZone: "America/Chicago",
    duration: { hours: 1, minutes: 30 },
    location: { name: "Zilker Park Courts", address: "2100 Barton Springs Rd, Austin, TX", lat: 30.267, lng: -97.772, hash: "9v6kn2", placeId: "place-zilker" },
    creatorId: "u-olivia",
    creatorName: "Olivia Organizer",
    hostingTeam: null,
    teamName: "",
    isPrivate: false,
    makePublicAfter: null,
    capacity: 12,
    allowWaitlist: false,
    hasMinimumNeeded: false,
    minimumNeeded: null,
    hoursToCancelBefore: null,
    allowLateRsvp: false,
    creatorApprovalNeeded: false,
    allowParticipantGuests: false,
    guestLimit: 0,
    chargeGuests: false,
    price: 0,
    currency: "USD",
    reoccurringInfo: null,
    excludedDates: [],
    seriesId: null,
    occurrence: 0,
    cancelled: false,
    rated: false,
    eventSlotGroup: [],
    goingCount: 0,
    maybeCount: 0,
    waitlistCount: 0,
    pendingCount: 0,
    attendeesPreview: [],
    createdAt: null,
    updated: null,
    ...overrides,
  };
}

/** An open invoice from Olivia to Pat for the spring league fee. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: "inv-1",
    organizerUid: "organizer-1",
    organizerName: "Olivia",
    payerUid: "user-1",
    payerName: "Pat",
    amount: 4000,
    currency: "usd",
    description: "Spring league fee",
    dueDate: "2099-01-05",
    status: "open",
    createdAt: 1,
    paidAt: null,
    platform: "gth",
    ...overrides,
  };
}
