import { useMemo, useRef } from "react";
import { useWatch } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormAutocomplete } from "@/components/form/FormAutocomplete";
import { FormCityField } from "@/components/form/FormCityField";
import { FormFailure } from "@/components/form/FormFailure";
import { FormRadioGroup } from "@/components/form/FormRadioGroup";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { appErrorOf } from "@/lib/errors";
import { useAppSelector } from "@/lib/hooks";
import { setFormFailure, useAppMutation } from "@/lib/useAppMutation";
import { selectUser } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { PLACE_LIMITS, PLACE_MESSAGES, placeInputSchema, type PlaceInput, type ValidPlaceInput } from "@rallyhub/domain/places/schema";
import { useGetPlaceQuery, useGetPlaceUploadsQuery, useSavePlaceMutation, useUploadPlacePhotoMutation } from "../api/placesApi";
import { placePath, type Place } from "../model/place";
import { PlaceNotFound } from "./PlaceNotFound";

export type PlaceFormValues = PlaceInput;

const EMPTY: PlaceFormValues = { name: "", address: "", city: null, sports: [], indoor: false, photoURL: "" };

const valuesOf = (p: Place): PlaceFormValues => ({
  name: p.name,
  address: p.address,
  city: p.city ? { name: p.city, lat: p.lat, lng: p.lng } : null,
  sports: p.sports,
  indoor: p.indoor,
  photoURL: p.photoURL,
});

/** Photos larger than this are refused before uploading (storage.rules allows under 5 MB). */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024 - 1;

const SETTINGS = [
  { value: "outdoor", label: "Outdoor" },
  { value: "indoor", label: "Indoor" },
];
const indoorChoice = { toForm: (value: string) => value === "indoor", fromForm: (indoor: unknown) => (indoor === true ? "indoor" : "outdoor") };

/** The form of places/new and places/edit/{id}: one zod schema (shared with savePlace) checks it. */
export function PlaceForm({ place }: { place: Place | null }) {
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const options = useGetProfileOptionsQuery(undefined);
  const uploads = useGetPlaceUploadsQuery(undefined);
  const [save] = useAppMutation(useSavePlaceMutation, { success: place ? PLACE_MESSAGES.saved : PLACE_MESSAGES.added, failure: "form" });
  const [upload, uploading] = useAppMutation(useUploadPlacePhotoMutation, { failure: "form" });
  const fileInput = useRef<HTMLInputElement>(null);
  const defaults = useMemo(() => (place ? valuesOf(place) : EMPTY), [place]);
  const form = useZodForm(placeInputSchema, { defaultValues: defaults });
  const { control, formState, setValue, reset } = form;
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful);
  const photoURL = useWatch({ control, name: "photoURL" });
  const sportChoices = useMemo(() => {
    const list = options.data?.gameTypes ?? [];
    const kept = (place?.sports ?? []).filter((s) => !list.includes(s));
    return [...list, ...kept];
  }, [options.data, place]);

  const onValid = async (values: ValidPlaceInput) => {
    // The schema has checked and trimmed the values: only a picked city's name and point are sent.
    const city = { name: values.city.name, lat: values.city.lat, lng: values.city.lng };
    const saved = await save({ ...(place ? { placeId: place.id } : {}), place: { ...values, city } }, form);
    if (!saved.data) return;
    reset(values);
    void navigate(placePath(saved.data.placeId), { state: { saved: true } });
  };

  const onPhoto = async (file: File | undefined) => {
    if (!file || !me) return;
    if (!file.type.startsWith("image/") || file.size > MAX_PHOTO_BYTES) {
      setFormFailure(form, { code: "invalid-argument", message: "Choose an image under 5 MB." });
      return;
    }
    const uploaded = await upload({ uid: me.uid, file }, form);
    if (uploaded.data) setValue("photoURL", uploaded.data, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ZodForm form={form} aria-label={place ? "Edit the place" : "Add a place"} onSubmit={onValid}>
        <Stack spacing={2.5}>
          <FormTextField name="name" control={control} label="Name" required maxLength={PLACE_LIMITS.name} helperText="As players know it, e.g. Zilker Park Courts" />
          <FormTextField name="address" control={control} label="Street address" maxLength={PLACE_LIMITS.address} helperText="Optional: the street and number" />
          <FormCityField name="city" control={control} label="City" required helperText="Pick the city from the list: it gives the place its location on the map" />
          <FormAutocomplete
            name="sports"
            control={control}
            label="Sports"
            required
            multiple
            disableCloseOnSelect
            options={sportChoices}
            loading={options.isLoading}
            helperText="The sports played here"
          />
          <FormRadioGroup name="indoor" control={control} label="Setting" row options={SETTINGS} convert={indoorChoice} />
          <Stack spacing={1}>
            <FormTextField name="photoURL" control={control} label="Photo (web address)" type="url" maxLength={PLACE_LIMITS.photoURL} helperText="Optional: https://…" />
            {uploads.data === true ? (
              <Box>
                <input ref={fileInput} type="file" accept="image/*" hidden aria-label="Photo file" onChange={(e) => void onPhoto(e.target.files?.[0])} />
                <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={uploading.isLoading}>
                  {uploading.isLoading ? "Uploading…" : "Upload a photo"}
                </Button>
              </Box>
            ) : null}
            {photoURL && /^https?:\/\//.test(photoURL) ? (
              <Box component="img" src={photoURL} alt="The photo of the place" sx={{ maxWidth: 240, maxHeight: 160, objectFit: "cover", borderRadius: 1 }} />
            ) : null}
          </Stack>
          <FormFailure />
          <Stack direction="row" spacing={1}>
            <SubmitButton busy={formState.isSubmitting}>{place ? "Save place" : "Add place"}</SubmitButton>
            <Button component={RouterLink} to={place ? placePath(place.id) : "/discover/places"}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </ZodForm>
    </Paper>
  );
}

/**
 * places/new and places/edit/{id} (spec §2.1: profile-ready organizers; §7
 * Places add and update): name, street address, the city picked from the city
 * search (its point becomes the place's location and geohash on the server),
 * sports, indoor or outdoor, and a photo. Only the organizer who added a place
 * edits it.
 */
export function Component() {
  const { id } = useParams();
  const me = useAppSelector(selectUser);
  const existing = useGetPlaceQuery(id ?? "", { skip: !id });
  const title = id ? "Edit Place" : "New Place";

  let body: React.ReactNode;
  if (!id) body = <PlaceForm place={null} />;
  else if (existing.isLoading) body = <PageLoader label="Loading the place" />;
  else if (existing.isError)
    body = (
      <Alert severity="error" action={<Button onClick={() => void existing.refetch()}>Retry</Button>}>
        {appErrorOf(existing.error).message}
      </Alert>
    );
  else if (!existing.data) return <PlaceNotFound />;
  else if (existing.data.createdBy !== me?.uid)
    body = (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button component={RouterLink} to={placePath(existing.data.id)}>
            View the place
          </Button>
        }
      >
        {PLACE_MESSAGES.notCreator}
      </Alert>
    );
  else body = <PlaceForm place={existing.data} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={title} robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {body}
    </Container>
  );
}
