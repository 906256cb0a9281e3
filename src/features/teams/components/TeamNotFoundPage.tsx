import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";

/** team-not-found (profile-ready): where a missing team leads. */
export function Component() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={TEAM_MESSAGES.teamNotFound} robots="noindex" />
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {TEAM_MESSAGES.teamNotFound}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This team may have been deleted, or the link is wrong.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "center" }}>
          <Button component={RouterLink} to="/my-communities" variant="contained">
            My Communities
          </Button>
          <Button component={RouterLink} to="/teams/create">
            Create Team
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
