import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import NotFoundPage from "./NotFoundPage";

/** Anything a route throws while loading or rendering lands here instead of a white page. */
export default function RouteErrorPageView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === "string" ? error.data : null;
    if (!message) return <NotFoundPage />;
    return <ErrorView title={message} detail="It may have been removed, or the link may be mistyped." />;
  }
  // A refusal a loader words for people (e.g. 'User does not own this website'): that is the page's heading.
  if (isRouteErrorResponse(error) && (error.status === 400 || error.status === 403) && typeof error.data === "string") {
    return <ErrorView title={error.data} detail={error.status === 403 ? "Only its owner can open this. Sign in with the account that made it." : "The link may be incomplete or mistyped."} />;
  }
  const detail = isRouteErrorResponse(error) ? (typeof error.data === "string" ? error.data : error.statusText) : error instanceof Error ? error.message : messageOf(error);
  return <ErrorView title="Something went wrong on this page" detail={detail} retry />;
}

/** A loader that unwraps an RTK Query result throws the endpoint's plain error ({ code, message }): its message is for people. */
function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" && error.message) return error.message;
  return "An unexpected error occurred.";
}

export function ErrorView({ title, detail, retry }: { title: string; detail: string; retry?: boolean }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }} role="alert">
      <PageHead title={title} robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, wordBreak: "break-word" }}>
        {detail}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "center" }}>
        {retry ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        ) : null}
        <Button variant={retry ? "outlined" : "contained"} component={RouterLink} to="/">
          Go to the start page
        </Button>
      </Stack>
    </Container>
  );
}
