import { QRCodeSVG } from "qrcode.react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import GlobalStyles from "@mui/material/GlobalStyles";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { brand } from "@/lib/brand";
import { appErrorOf } from "@/lib/errors";
import { useGetPlaceQuery } from "../api/placesApi";
import { addressLine, placeIdFromPoster, placePath, placeUrl, settingText } from "../model/place";
import { PlaceNotFound } from "./PlaceNotFound";

export const POSTER_ID = "place-poster";
/** The QR code's side in CSS pixels (about 6.3 cm printed), and its error correction (a printed poster gets scuffed). */
export const POSTER_QR_SIZE = 240;
const POSTER_QR_LEVEL = "M";

/**
 * Printing shows the poster alone, on one page: everything else on the page
 * (the app's bar, menus, toasts, the buttons above the poster) is hidden,
 * and the poster fills the sheet.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      "@media print": {
        "@page": { size: "letter portrait", margin: "12mm" },
        "body *": { visibility: "hidden" },
        [`#${POSTER_ID}, #${POSTER_ID} *`]: { visibility: "visible" },
        [`#${POSTER_ID}`]: { position: "absolute", left: 0, top: 0, width: "100%", border: "none !important", boxShadow: "none !important" },
      },
    }}
  />
);

/**
 * places/poster?id={placeId} (spec §2.1, issue 13): a printable poster for a
 * place, to put up at the court: its name, address, sports and setting, and
 * a QR code to its page, where players see the upcoming games. Print calls
 * the browser's print dialog; the print styles keep only the poster.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = placeIdFromPoster(params);
  const result = useGetPlaceQuery(id ?? "", { skip: !id });

  if (!id) return <PlaceNotFound />;
  if (result.isLoading) return <PageLoader label="Loading the poster" />;
  if (result.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error" action={<Button onClick={() => void result.refetch()}>Retry</Button>}>
          {appErrorOf(result.error).message}
        </Alert>
      </Container>
    );
  }
  const place = result.data;
  if (!place) return <PlaceNotFound />;
  const url = placeUrl(window.location.origin, place.id);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={`Poster: ${place.name}`} robots="noindex" />
      {printStyles}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          Place poster
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={placePath(place.id)}>
            Back to the place
          </Button>
          <Button variant="contained" onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      </Stack>
      <Box
        id={POSTER_ID}
        component="article"
        aria-labelledby="poster-title"
        sx={{ bgcolor: "#fff", color: "#000", border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 3, md: 6 }, textAlign: "center" }}
      >
        <Typography sx={{ letterSpacing: 2, textTransform: "uppercase", fontWeight: 700, color: "#0b6e4f" }}>{brand.productName}</Typography>
        <Typography id="poster-title" variant="h2" component="h1" sx={{ fontWeight: 800, my: 2, fontSize: { xs: "2.25rem", md: "3.5rem" }, overflowWrap: "anywhere" }}>
          {place.name}
        </Typography>
        <Typography variant="h6" component="p">
          {addressLine(place)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {settingText(place.indoor)} · {place.sports.join(" · ")}
        </Typography>
        <Box sx={{ my: 4, display: "flex", justifyContent: "center" }}>
          <QRCodeSVG value={url} size={POSTER_QR_SIZE} level={POSTER_QR_LEVEL} marginSize={2} role="img" aria-label={`QR code to ${place.name}'s page`} />
        </Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          Scan to see the upcoming games here and join in
        </Typography>
        <Typography sx={{ mt: 1, overflowWrap: "anywhere" }}>{url}</Typography>
      </Box>
    </Container>
  );
}
