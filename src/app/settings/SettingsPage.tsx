import { lazy, Suspense, useEffect } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { selectAuth } from "@/lib/session/authSlice";
import { ActivitySubscriptionTab, InterestsTab, PrivacyTab } from "@/features/account/public";
import { AvailabilityTab } from "@/features/availability/public";
import { PaymentsTab } from "@/features/billing/public";
import { SETTINGS_TABS, tabIndexFor, visibleTabs, type SettingsTabKey } from "./tabs";

const GeneralTab = lazy(() => import("./GeneralTab"));
// The account's notification switches beside the user's communities (from the teams feature).
const NotificationSettingsTab = lazy(() => import("./NotificationSettingsTab"));

const TABS_SX = { "& .MuiTabs-list": { flexWrap: "wrap" }, "& .MuiTabs-indicator": { display: "none" } } as const;
const TAB_SX = {
  flexGrow: { xs: 1, md: 0 },
  minWidth: 0,
  minHeight: 44,
  px: { xs: 1.5, md: 2 },
  "&.Mui-selected": { boxShadow: "inset 0 -2px 0 currentColor" },
} as const;

/** Spec §2.6: the settings page, its tab chosen by ?tab=. */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const userLoaded = auth.profile !== null;
  const tabs = visibleTabs(userLoaded);
  const requested = tabIndexFor(params.get("tab"));
  const index = Math.min(requested, tabs.length - 1);
  const current = tabs[index]?.key ?? "general";
  const skippable = params.get("skippable") === "true";

  // Unknown tab values fall back to general: show that in the address too.
  useEffect(() => {
    const tab = params.get("tab");
    if (tab !== null && !SETTINGS_TABS.some((t) => t.key === tab)) {
      const next = new URLSearchParams(params);
      next.set("tab", "general");
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const select = (key: SettingsTabKey) => {
    const next = new URLSearchParams(params);
    next.set("tab", key);
    setParams(next);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Settings" robots="noindex" />
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2, gap: 1 }}>
        <Typography variant="h4" component="h1">
          Settings
        </Typography>
        {skippable ? (
          <Link component={RouterLink} to="/profile" className="tap-link">
            Skip for now...
          </Link>
        ) : (
          <Link component={RouterLink} to="/profile" className="tap-link">
            View Profile
          </Link>
        )}
      </Stack>
      <Paper variant="outlined">
        {/* The tabs wrap onto more rows where one row cannot hold them (a phone), so that every label
            reads whole without scrolling (issue 31); the selected one is underlined in its own row. */}
        <Tabs value={index} onChange={(_e, i: number) => select(tabs[i]?.key ?? "general")} aria-label="Settings sections" sx={TABS_SX}>
          {tabs.map((t) => (
            <Tab key={t.key} label={t.label} id={`settings-tab-${t.key}`} aria-controls={`settings-panel-${t.key}`} sx={TAB_SX} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`settings-panel-${current}`} aria-labelledby={`settings-tab-${current}`} sx={{ p: { xs: 2, md: 3 }, borderTop: 1, borderColor: "divider" }}>
          <Suspense fallback={<PageLoader />}>{renderTab(current)}</Suspense>
        </Box>
      </Paper>
    </Container>
  );
}

function renderTab(key: SettingsTabKey) {
  switch (key) {
    case "general":
      return <GeneralTab />;
    case "availability":
      return <AvailabilityTab />;
    case "privacy":
      return <PrivacyTab />;
    case "sports":
      return <InterestsTab />;
    case "notification":
      return <NotificationSettingsTab />;
    case "activities-subscription":
      return <ActivitySubscriptionTab />;
    case "payments":
      return <PaymentsTab />;
  }
}
