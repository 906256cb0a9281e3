import type { NavLink } from "./navLinks";

export const SIDENAV_SECTIONS: Array<{ heading: string; links: NavLink[] }> = [
  {
    heading: "Play",
    links: [
      { label: "Home", to: "/home", signedIn: true },
      { label: "Discover events", to: "/discover/events" },
      { label: "Find players", to: "/find-players" },
      { label: "Local Connect", to: "/localconnect" },
      { label: "Places", to: "/discover/places" },
      { label: "Major cities", to: "/city-search" },
      { label: "Community posts", to: "/posts" },
      { label: "Search", to: "/full-search" },
    ],
  },
  {
    heading: "Organize",
    links: [
      { label: "Create a game", to: "/event/create", signedIn: true },
      { label: "My teams", to: "/teams-v3", signedIn: true },
      { label: "Create a team", to: "/teams/create", signedIn: true },
      { label: "Forms & waivers", to: "/form", signedIn: true },
      { label: "Websites", to: "/site", signedIn: true },
      { label: "Invoices", to: "/invoices", signedIn: true },
      { label: "User lists", to: "/user-list", signedIn: true },
    ],
  },
  {
    heading: "Account",
    links: [
      { label: "Profile", to: "/profile", signedIn: true },
      { label: "Settings", to: "/profile/settings", signedIn: true },
      { label: "Messages", to: "/messages", signedIn: true },
      { label: "Notifications", to: "/notifications", signedIn: true },
      { label: "Subscriptions & payouts", to: "/profile/settings?tab=payments", signedIn: true },
    ],
  },
  {
    heading: "Help",
    links: [
      { label: "FAQs", to: "/faqs" },
      { label: "Guide", to: "/guide" },
      { label: "About us", to: "/about-us" },
    ],
  },
];
