export interface NavLink {
  label: string;
  to: string;
  signedIn?: boolean;
}

export const PRIMARY_LINKS: NavLink[] = [
  { label: "Discover", to: "/discover/events" },
  { label: "Teams", to: "/teams-v3", signedIn: true },
  { label: "Posts", to: "/posts" },
  { label: "Pricing", to: "/member/pricing" },
];
