import type { TourAnchor } from "./anchors";

/**
 * The home tour's steps (spec §9 Home: 8 steps, in this order). Each step
 * points at a home section through its `data-tour` anchor (anchors.ts).
 */
export interface TourStep {
  /** The section's `data-tour` value. */
  anchor: TourAnchor;
  /** The section's name as the error step says it. */
  section: string;
  title: string;
  text: string;
}

export const HOME_TOUR_STEPS: readonly TourStep[] = [
  {
    anchor: "action-center",
    section: "Action Center",
    title: "Your Action Center",
    text: "Things that need you: team invitations, finishing your profile, setting your availability. The number in the header says how many are waiting.",
  },
  {
    anchor: "upcoming-events",
    section: "Upcoming Events",
    title: "Upcoming events",
    text: "Your next events at a glance. Pick a team in the filter to see only that team's events and your RSVP to each.",
  },
  {
    anchor: "location-hub",
    section: "Location",
    title: "Your city",
    text: "Players and events on your home are found around this city. Change it whenever you play somewhere else.",
  },
  {
    anchor: "quick-actions",
    section: "Quick Actions",
    title: "Quick actions",
    text: "Shortcuts to your communities, subscriptions, the hosts you follow, invoices and payments, and help and FAQs.",
  },
  {
    anchor: "community-highlights",
    section: "Community",
    title: "Community highlights",
    text: "What's happening in the communities around you, and where to join in.",
  },
  {
    anchor: "teams-and-groups",
    section: "My Teams and Groups",
    title: "My teams and groups",
    text: "Every team and group you belong to. Open one for its schedule, roster and news.",
  },
  {
    anchor: "nearby-players",
    section: "Players Near You",
    title: "Players near you",
    text: "Players around your city, their sports and, when they share it, whether they're free this week. Open a profile to connect.",
  },
  {
    anchor: "local-events",
    section: "Local Events",
    title: "Local events",
    text: "Public events coming up near your city. Open one for the details and to RSVP. That's the tour: the help button brings it back any time.",
  },
];
