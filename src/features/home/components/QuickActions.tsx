import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { getConfig } from "@/lib/config";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { quickLinksToggled } from "../model/homeSlice";
import { HomeSection } from "./HomeSection";

const CONTENT_ID = "home-quick-links";
// Pixel sizes as strings: in sx, 1 would mean 100%.
const SR_ONLY = { position: "absolute", width: "1px", height: "1px", margin: "-1px", padding: 0, border: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

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
      <Collapse in={open} id={CONTENT_ID}>
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
          {links.map((l) => (
            <li key={l.label}>
              {l.external ? (
                <Link href={l.to} target="_blank" rel="noopener noreferrer" underline="hover">
                  {l.label}
                  <Box component="span" sx={SR_ONLY}>
                    {" (opens in a new tab)"}
                  </Box>
                </Link>
              ) : (
                <Link component={RouterLink} to={l.to} underline="hover">
                  {l.label}
                </Link>
              )}
            </li>
          ))}
        </Stack>
      </Collapse>
    </HomeSection>
  );
}
