import { api, attemptWrite } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import type { ActivitySubscription, FamilyMemberRow, UserProfile } from "@/lib/session/userProfile";
import type { PrivacySettings } from "@/lib/session/userDefaults";
import { withEntries, withoutEntry, type BlockListEntry } from "../model/blocklist";
import { settingFieldPath, type NotificationChannel } from "../model/notificationSettings";
import { requestActivityConfirmation, saveActivitySubscriptions } from "./accountRepository";
import { saveFamilyMembers } from "./familyRepository";
import { patchOwnProfile } from "@/lib/session/ownProfile";
import { blockUsers, setPrivacyToggle, unblockUser, type PrivacyToggle } from "./privacyRepository";
import { addToList, removeFromList, saveInterests, updateUserFields } from "./userSettings";

const withPrivacy = (p: UserProfile, change: (s: PrivacySettings) => PrivacySettings): UserProfile => ({ ...p, privacySettings: change(p.privacySettings) });

/**
 * Writes to the signed-in user's own document (settings, privacy, lists on
 * the profile). Each is a mutation whose change shows at once in the session's
 * profile and is taken back if the write fails (patchOwnProfile, src/lib/session); the live
 * profile listener brings the confirmed document.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPrivacyToggle: build.mutation<null, { uid: string; key: PrivacyToggle; value: boolean }>({
      queryFn: ({ uid, key, value }) => attemptWrite(() => setPrivacyToggle(uid, key, value), APP_MESSAGES.failure.privacyToggle),
      onQueryStarted: ({ key, value }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => withPrivacy(p, (s) => ({ ...s, [key]: value })),
          (p, before) => withPrivacy(p, (s) => ({ ...s, [key]: before.privacySettings[key] })),
        ),
    }),
    blockUsers: build.mutation<null, { uid: string; entries: BlockListEntry[] }>({
      queryFn: ({ uid, entries }) => attemptWrite(() => blockUsers(uid, entries), APP_MESSAGES.failure.blockUsers),
      // Players near you hides blocked players either way: search again.
      invalidatesTags: [{ type: "User", id: "nearby" }],
      onQueryStarted: ({ entries }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => withPrivacy(p, (s) => ({ ...s, blocklist: withEntries(s.blocklist, entries) })),
          (p) => withPrivacy(p, (s) => ({ ...s, blocklist: entries.reduce(withoutEntry, s.blocklist) })),
        ),
    }),
    unblockUser: build.mutation<null, { uid: string; entry: BlockListEntry }>({
      queryFn: ({ uid, entry }) => attemptWrite(() => unblockUser(uid, entry), APP_MESSAGES.failure.unblockUser),
      invalidatesTags: [{ type: "User", id: "nearby" }],
      onQueryStarted: ({ entry }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => withPrivacy(p, (s) => ({ ...s, blocklist: withoutEntry(s.blocklist, entry) })),
          (p) => withPrivacy(p, (s) => ({ ...s, blocklist: withEntries(s.blocklist, [entry]) })),
        ),
    }),
    /** Spec §5: add and remove save immediately. */
    addAlternateEmail: build.mutation<null, { uid: string; email: string }>({
      queryFn: ({ uid, email }) => attemptWrite(() => updateUserFields(uid, { alternateEmails: addToList(email) }, APP_MESSAGES.failure.alternateEmails), APP_MESSAGES.failure.alternateEmails),
      onQueryStarted: ({ email }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => ({ ...p, alternateEmails: p.alternateEmails.includes(email) ? p.alternateEmails : [...p.alternateEmails, email] }),
          (p) => ({ ...p, alternateEmails: p.alternateEmails.filter((e) => e !== email) }),
        ),
    }),
    removeAlternateEmail: build.mutation<null, { uid: string; email: string }>({
      queryFn: ({ uid, email }) => attemptWrite(() => updateUserFields(uid, { alternateEmails: removeFromList(email) }, APP_MESSAGES.failure.alternateEmails), APP_MESSAGES.failure.alternateEmails),
      onQueryStarted: ({ email }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => ({ ...p, alternateEmails: p.alternateEmails.filter((e) => e !== email) }),
          (p) => ({ ...p, alternateEmails: p.alternateEmails.includes(email) ? p.alternateEmails : [...p.alternateEmails, email] }),
        ),
    }),
    saveInterests: build.mutation<null, { uid: string; sports: string[]; sportAvailability: UserProfile["sportAvailability"] }>({
      queryFn: ({ uid, sports, sportAvailability }) => attemptWrite(() => saveInterests(uid, sports, sportAvailability), APP_MESSAGES.failure.interests),
    }),
    /** One switch, by field path: a concurrent change to another setting is kept (spec §7). */
    setNotificationSetting: build.mutation<null, { uid: string; key: string; channel: NotificationChannel; value: boolean }>({
      queryFn: ({ uid, key, channel, value }) =>
        attemptWrite(() => updateUserFields(uid, { [settingFieldPath(key, channel)]: value }, APP_MESSAGES.failure.notificationSettings), APP_MESSAGES.failure.notificationSettings),
      onQueryStarted: ({ key, channel, value }, lifecycle) => {
        const read = (p: UserProfile) => p.notificationSettings[key] ?? { email: true, push: true };
        const set = (p: UserProfile, v: boolean): UserProfile => ({ ...p, notificationSettings: { ...p.notificationSettings, [key]: { ...read(p), [channel]: v } } });
        return patchOwnProfile(
          lifecycle,
          (p) => set(p, value),
          (p, before) => set(p, read(before)[channel]),
        );
      },
    }),
    /** Spec §4: the whole list is persisted to the user record. */
    saveActivitySubscriptions: build.mutation<null, { uid: string; list: ActivitySubscription[]; previous: ActivitySubscription[] }>({
      queryFn: ({ uid, list }) => attemptWrite(() => saveActivitySubscriptions(uid, list), APP_MESSAGES.failure.activitySubscriptions),
      onQueryStarted: ({ list, previous }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => ({ ...p, activitySubscriptions: list }),
          (p) => ({ ...p, activitySubscriptions: previous }),
        ),
    }),
    /** After saving, a confirmation e-mail is requested; its failure is ignored (spec §8). */
    requestActivityConfirmation: build.mutation<null, number>({
      queryFn: (subscriptionId) =>
        requestActivityConfirmation(subscriptionId).then(
          () => ({ data: null }),
          () => ({ data: null }),
        ),
    }),
    /** Family members without an account live on the user's own document. */
    saveFamilyMembers: build.mutation<null, { uid: string; rows: FamilyMemberRow[]; previous: FamilyMemberRow[] }>({
      queryFn: ({ uid, rows }) => attemptWrite(() => saveFamilyMembers(uid, rows), APP_MESSAGES.failure.familyMembers),
      onQueryStarted: ({ rows, previous }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => ({ ...p, familyMembers: rows }),
          (p) => ({ ...p, familyMembers: previous }),
        ),
    }),
  }),
});

export const {
  useSetPrivacyToggleMutation,
  useBlockUsersMutation,
  useUnblockUserMutation,
  useAddAlternateEmailMutation,
  useRemoveAlternateEmailMutation,
  useSaveInterestsMutation,
  useSetNotificationSettingMutation,
  useSaveActivitySubscriptionsMutation,
  useRequestActivityConfirmationMutation,
  useSaveFamilyMembersMutation,
} = settingsApi;
