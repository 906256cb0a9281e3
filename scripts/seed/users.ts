// Users: each person's user document, public profile and availability, and
// the demo newbie, whose profile is not complete.
import { playerSearchTokens } from "@rallyhub/domain/searchTokens";
import type { availabilityWriteSchema } from "@rallyhub/domain/stored/write/availability";
import { publicProfileWriteSchema, userWriteSchema } from "@rallyhub/domain/stored/write/users";
import { demoAccount } from "./accounts";
import { availabilityDoc } from "./availability";
import { stripeCustomerIdOf } from "./billing";
import { storedDoc, type StoredDoc, type WriteOf } from "./docs";
import { cityPoint } from "./geo";
import type { People } from "./people";
import { NOTIFICATION_CATEGORIES } from "./tables";
import type { SeedTeam } from "./teams";
import type { Clock } from "./time";

type UserWrite = WriteOf<typeof userWriteSchema>;

type UsersDoc = StoredDoc<typeof userWriteSchema> | StoredDoc<typeof publicProfileWriteSchema> | StoredDoc<typeof availabilityWriteSchema>;

function notificationSettings(): UserWrite["notificationSettings"] {
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { email: true, push: true }]));
}

function userPrivacySettings(): UserWrite["privacySettings"] {
  return { blocklist: [], messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true };
}

/** What a new account's user document starts with: no plan, no Stripe ids, every notification on. */
function accountDefaults(): Pick<
  UserWrite,
  | "photoURL"
  | "alternateEmails"
  | "privacySettings"
  | "blockedUids"
  | "notificationSettings"
  | "defaultHomeTeamFilter"
  | "platform"
  | "stripeCustomerId"
  | "stripeId"
  | "stripeChargesEnabled"
  | "stripeDetailsSubmitted"
  | "subscription"
  | "userSubscription"
> {
  return {
    photoURL: "",
    alternateEmails: [],
    privacySettings: userPrivacySettings(),
    blockedUids: [],
    notificationSettings: notificationSettings(),
    defaultHomeTeamFilter: null,
    platform: "gth",
    stripeCustomerId: null,
    stripeId: null,
    stripeChargesEnabled: false,
    stripeDetailsSubmitted: false,
    subscription: null,
    userSubscription: "Free",
  };
}

/**
 * users/{uid}, publicProfiles/{uid} and availability/{uid} of every person
 * (in that order, person by person), then users/demo-newbie. `teams` are the
 * seeded teams: who is on which, and who owns a paid one.
 */
export function buildUsers(clock: Clock, people: People, teams: readonly SeedTeam[]): UsersDoc[] {
  const docs: UsersDoc[] = [];
  for (const p of people.values()) {
    const defaultCity = cityPoint(p.city, p.point);
    docs.push(
      storedDoc(userWriteSchema, `users/${p.uid}`, {
        ...accountDefaults(),
        uid: p.uid,
        email: p.email,
        emailLower: p.email.toLowerCase(),
        emailVerified: p.emailVerified,
        displayName: p.displayName,
        fullName: p.fullName,
        lastName: p.last,
        defaultCity,
        joinReason: p.joinReason,
        additionalInfo: { gender: p.gender, sports: p.sports, pronoun: p.pronoun },
        hasAdditionalInfo: true,
        gender: p.gender,
        pronoun: p.pronoun,
        sports: p.sports,
        bio: p.bio,
        phoneNumber: p.phoneNumber,
        birthdate: p.birthdate,
        activitySubscriptions: p.activitySubscriptions,
        sportAvailability: p.sports.map((sport) => ({ sport, toggle: true })),
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        ...p.server,
        stripeCustomerId: stripeCustomerIdOf(p, teams),
      }),
    );
    docs.push(
      storedDoc(publicProfileWriteSchema, `publicProfiles/${p.uid}`, {
        displayName: p.displayName,
        photoURL: "",
        city: defaultCity,
        sports: p.sports,
        gender: p.gender,
        bio: p.bio,
        searchable: true,
        // Full search's tokens, as the profile's save makes them.
        searchTokens: playerSearchTokens(p.displayName),
        updatedAt: p.updatedAt,
      }),
    );
    const teamIds = teams.filter((t) => t.memberIds.includes(p.uid)).map((t) => t.id);
    docs.push(availabilityDoc(clock, p, teamIds));
  }

  // The new member: an account that has not completed the profile.
  const newbie = demoAccount("newbie");
  const joined = clock.daysAgo(1, 900);
  docs.push(
    storedDoc(userWriteSchema, `users/${newbie.uid}`, {
      ...accountDefaults(),
      uid: newbie.uid,
      email: newbie.email,
      emailLower: newbie.email.toLowerCase(),
      emailVerified: false,
      displayName: newbie.displayName,
      fullName: newbie.displayName,
      joinReason: null,
      hasAdditionalInfo: false,
      bio: "",
      phoneNumber: "",
      activitySubscriptions: [],
      sportAvailability: [],
      createdAt: joined,
      updatedAt: joined,
    }),
  );
  return docs;
}
