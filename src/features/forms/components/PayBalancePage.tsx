import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { sessionIdFrom, SubmissionPayment } from "./SubmissionPayment";

/**
 * pay-balance/{id}/{submissionId} (signed-in): a form's submission whose fee
 * is not paid in full (a deposit paid, or a card declined), paid from the
 * receipt's link by the person who sent it (signed in, or signed in later
 * with the address they gave as a guest).
 */
export function Component() {
  const { id = "", submissionId = "" } = useParams();
  const [params] = useSearchParams();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title="Pay Balance" robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        Pay Balance
      </Typography>
      <SubmissionPayment formId={id} submissionId={submissionId} sessionId={sessionIdFrom(params)} cancelled={params.get("payment") === "cancelled"} />
      <Button component={RouterLink} to={`/form/${id}/${submissionId}`} sx={{ mt: 3 }}>
        See what you sent
      </Button>
    </Container>
  );
}
