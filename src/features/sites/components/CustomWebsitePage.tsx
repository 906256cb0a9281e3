import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";
import { SITE_PLAN_LIMITS, domainVerificationRecord } from "@rallyhub/domain/sites/constants";

const example = domainVerificationRecord("your-site-id", "www.yourclub.com");

/** custom-website: how a published site is served on its owner's own domain. */
export function Component() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title="Custom Website" description={`Serve your ${brand.productName} team or club website on your own domain.`} />
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 800 }}>
        Your website on your own domain
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Build your site with pages, your team's games and roster, a contact form and your colors, then serve it at an address of your own, such as www.yourclub.com.
      </Typography>
      <Stack spacing={2}>
        {[
          ["1. Build and publish your site", "Create it in My Sites and publish it. It is live at once on its RallyHub address."],
          ["2. Prove the domain is yours", `At your DNS provider, add a TXT record named ${example.name} with the value ${example.value} (the builder shows your site's own values).`],
          [
            "3. Point the domain here and connect it",
            "Point the domain at RallyHub, then enter it in the builder's “Your own domain” section. We check the TXT record and that no other site uses the domain.",
          ],
        ].map(([title, text]) => (
          <Paper key={title} variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {title}
            </Typography>
            <Typography>{text}</Typography>
          </Paper>
        ))}
      </Stack>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        Free and Member Plus include {SITE_PLAN_LIMITS.Free} website; Organizer Pro up to {SITE_PLAN_LIMITS["Organizer Pro"]}.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/site" variant="contained" size="large">
          Go to My Sites
        </Button>
        <Button component={RouterLink} to="/organizer/pricing" size="large">
          See plans
        </Button>
      </Stack>
    </Container>
  );
}
