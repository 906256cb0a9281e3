import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { currentAppOrigin } from "@/lib/hostMode";
import { SignInRequired, useSessionUser } from "./SignInRequired";
import { guestTokens, sessionIdFrom, SubmissionPayment } from "./SubmissionPayment";

/**
 * form/payment/{id}/{submissionId} (signed-in; the branded host has no
 * guard): where Checkout brings a signed-in payer back. The payment is
 * checked on the server (as payment-success does) before anything is said,
 * then what is paid and what is left; a cancelled or declined payment says
 * nothing was charged and offers to pay again.
 */
export function Component() {
  const { id = "", submissionId = "" } = useParams();
  const [params] = useSearchParams();
  const { checking, user } = useSessionUser();
  if (!user) return checking ? null : <SignInRequired what="see this payment" />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title="Form Payment" robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        Your payment
      </Typography>
      <SubmissionPayment formId={id} submissionId={submissionId} sessionId={sessionIdFrom(params)} cancelled={params.get("payment") === "cancelled"} guestToken={guestTokens.read(submissionId)} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: "wrap" }}>
        <Button component={RouterLink} to={`/form/${id}/${submissionId}`} variant="outlined">
          See what you sent
        </Button>
        {currentAppOrigin() ? (
          // The branded host serves forms only: the account's history is on the main app.
          <Button href={`${currentAppOrigin()}/transactions`}>Transaction History</Button>
        ) : (
          <Button component={RouterLink} to="/transactions">
            Transaction History
          </Button>
        )}
      </Stack>
    </Container>
  );
}
