// The home sections below the first screen, in one chunk that HomePage loads
// when the first of them comes near the viewport (or the tour shows it).
export { CommunityBanner } from "@/features/home/components/CommunityBanner";
export { MyTeamsSection } from "./MyTeamsSection";
export { QuickActions } from "@/features/home/components/QuickActions";
