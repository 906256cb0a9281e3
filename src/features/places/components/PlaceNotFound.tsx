import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { PageHead } from "@/components/PageHead";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/model";

/** Spec §8 'Place not found': an unknown id (or a place that was removed). */
export function PlaceNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHead title={PLACE_MESSAGES.notFound} robots="noindex" />
      <Alert
        severity="info"
        role="alert"
        action={
          <Button component={RouterLink} to="/discover/places">
            Find places
          </Button>
        }
      >
        {PLACE_MESSAGES.notFound}
      </Alert>
    </Container>
  );
}
