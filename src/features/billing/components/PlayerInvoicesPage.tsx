import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { BILLING_PAGE_MESSAGES } from "../messages";
import { InvoicesToPay } from "./InvoicesToPay";
import { EmptyState } from "@/components/EmptyState";

const COPY = BILLING_PAGE_MESSAGES.playerInvoices;

/**
 * The invoices route for a player who does not organise (issue 31): what organizers
 * billed them, each open invoice with Pay; what they paid is in the Transaction
 * History. Sending invoices stays with organizers (spec §2.1), whose page this is not.
 */
export default function PlayerInvoicesPage() {
  const uid = useAppSelector(selectAuth).user?.uid ?? "";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="Invoices" description={COPY.description} robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        Invoices
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {COPY.intro}{" "}
        <Link component={RouterLink} to="/transactions">
          Transaction History
        </Link>
        .
      </Typography>
      {uid ? (
        <InvoicesToPay
          uid={uid}
          empty={
            <Box sx={{ mb: 4 }}>
              <EmptyState picture="inbox" title={COPY.none} />
            </Box>
          }
        />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {COPY.organizers}
      </Typography>
      <Button component={RouterLink} to="/organizer/pricing" variant="outlined" sx={{ mt: 1 }}>
        See Organizer Pro
      </Button>
    </Container>
  );
}
