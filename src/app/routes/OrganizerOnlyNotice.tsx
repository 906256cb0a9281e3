import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";

/** What a player who does not organise sees on an organizer-only page. */
export default function OrganizerOnlyNotice({ title }: { title: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={title} robots="noindex" />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title} is for organizers
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Organizer tools open up when you choose “Organize” as your reason for joining, link a payments account, or hold Organizer Pro.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Button variant="contained" component={RouterLink} to="/profile/settings?tab=general">
            Update my profile
          </Button>
          <Button component={RouterLink} to="/organizer/pricing">
            See Organizer Pro
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
