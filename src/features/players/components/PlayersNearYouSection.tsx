import { Component, lazy, Suspense, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import { useNearViewport } from "@/lib/useNearViewport";
import { SectionPlaceholder } from "@/components/SectionPlaceholder";
import { NEARBY_LOADING_LABEL } from "./labels";

export interface PlayersNearYouSectionProps {
  /** Where to look: the user's city; null when they have none yet. */
  center: { lat: number; lng: number } | null;
  cityName?: string;
}

export const SECTION_TITLE = "Players Near You";
const HEADING_ID = "players-near-you-heading";

const loadList = () => import("./NearbyPlayersList");

/** A failure to load the list's code shows the section's own error, never a blank page. */
class SectionBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Plain pieces (no Alert): this wrapper is on the home page's first download, the list is not.
    return (
      <Flex role="alert" direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography color="error">Players near you could not be shown.</Typography>
        <Button
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Retry
        </Button>
      </Flex>
    );
  }
}

/**
 * The home page's Players Near You (issue 11): players around the user's
 * city, found by the server (blocks, privacy and availability visibility
 * enforced there), each opening their profile. The list below the heading
 * is below the fold: its code and its search load when the section comes
 * near the viewport; the skeleton holds its place until then.
 */
export function PlayersNearYouSection({ center, cityName }: PlayersNearYouSectionProps) {
  const [List, setList] = useState(() => lazy(loadList));
  const [nearRef, near] = useNearViewport();
  return (
    <Paper component="section" variant="outlined" data-tour="nearby-players" aria-labelledby={HEADING_ID} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Flex direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Typography id={HEADING_ID} variant="h5" component="h2">
          {SECTION_TITLE}
        </Typography>
        {center ? (
          <Button component={RouterLink} to="/discover/players" size="small">
            See all players
          </Button>
        ) : null}
      </Flex>
      {center ? (
        <div ref={nearRef}>
          <SectionBoundary onRetry={() => setList(() => lazy(loadList))}>
            <Suspense fallback={<SectionPlaceholder label={NEARBY_LOADING_LABEL} />}>
              {near ? <List center={center} cityName={cityName} /> : <SectionPlaceholder label={NEARBY_LOADING_LABEL} />}
            </Suspense>
          </SectionBoundary>
        </div>
      ) : (
        <Box sx={{ textAlign: "center", py: 3 }}>
          <Typography gutterBottom>Set your city to see players near you.</Typography>
          <Button component={RouterLink} to="/profile/settings" variant="outlined">
            Set your city
          </Button>
        </Box>
      )}
    </Paper>
  );
}
