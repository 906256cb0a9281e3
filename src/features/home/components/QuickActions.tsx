import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { Flex } from "@/components/Flex";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { getConfig } from "@/lib/config";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { quickLinksToggled } from "../model/homeSlice";
import { HomeSection } from "./HomeSection";
import { NewTabLink, TextLink } from "./homeParts";

const CONTENT_ID = "home-quick-links";

/** Spec §2.6: the settings page's payments tab, on the app host (the main domain), whatever host the home is on. */
export function manageSubscriptionsUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}/settings?tab=payments`;
}

interface QuickLink {
  label: string;
  to: string;
  /** Opens in a new tab (an absolute address on the app host). */
  external?: boolean;
}

export function quickLinks(appOrigin: string): QuickLink[] {
  return [
    { label: "Your communities", to: "/my-communities" },
    { label: "Manage subscriptions", to: manageSubscriptionsUrl(appOrigin), external: true },
    { label: "Hosts you follow", to: "/subscriptions" },
    { label: "Help and FAQs", to: "/faqs" },
    { label: "Discover events", to: "/discover/events" },
    { label: "Invoices and payments", to: "/invoices" },
  ];
}

/** Spec §2.10: Quick Actions links (collapsible, spec §4). */
export function QuickActions() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.home.quickLinksOpen);
  const links = quickLinks(getConfig().appOrigin ?? window.location.origin);
  return (
    <HomeSection
      tour="quick-actions"
      id="home-quick-actions"
      title="Quick Actions"
      aside={
        <IconButton aria-expanded={open} aria-controls={CONTENT_ID} aria-label={open ? "Collapse Quick Actions" : "Expand Quick Actions"} onClick={() => dispatch(quickLinksToggled())} size="small">
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      }
    >
      <Box id={CONTENT_ID} hidden={!open}>
        <Flex component="ul" spacing={1} className="tap-list" sx={{ p: 0, m: 0, listStyle: "none" }}>
          {links.map((l) => (
            <li key={l.label}>{l.external ? <NewTabLink href={l.to}>{l.label}</NewTabLink> : <TextLink to={l.to}>{l.label}</TextLink>}</li>
          ))}
        </Flex>
      </Box>
    </HomeSection>
  );
}
