import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ConstructionIcon from "@mui/icons-material/Construction";
import { PageHead } from "./PageHead";

/**
 * A page whose capability arrives with a later issue: it has its title and says
 * plainly that it is being built, so nobody mistakes it for a finished screen.
 */
export function PendingFeaturePage({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={title} robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, display: "flex", gap: 2, alignItems: "center" }}>
        <ConstructionIcon color="warning" aria-hidden />
        <Typography>This page is being built. It will be ready in an upcoming release.</Typography>
      </Paper>
    </Container>
  );
}
