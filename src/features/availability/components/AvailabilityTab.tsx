import { useEffect, useMemo, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import FlightTakeoffIcon from "@mui/icons-material/FlightTakeoff";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm, type FormApi } from "@/components/form/ZodForm";
import { APP_MESSAGES } from "@/lib/messages";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectUser } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { gendersForProfile } from "@/lib/profileOptions/options";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { useGetMyAvailabilityQuery, useSaveMyAvailabilityMutation } from "../api/availabilityApi";
import { browserTimeZone, todayIn } from "@rallyhub/domain/availability/dates";
import { draftFromEntry, newDraft, sortEntries, type DateSpecificDraft } from "../model/dateSpecific";
import { emptyAvailability, type DateSpecificEntry, type UserAvailability } from "@rallyhub/domain/availability/types";
import { availabilityFormSchema, normalizeWeek } from "../model/weekly";
import { DateSpecificDialog } from "./DateSpecificDialog";
import { formatEntryDates, formatRanges } from "./format";
import { VisibilitySection, type VisibilitySectionProps } from "./VisibilitySection";
import { WeeklyEditor } from "./WeeklyEditor";
import { travelLabel } from "../model/travel";

/** The sticky Save bar is about 66 px tall (a large button and its padding); a little more keeps a field's label clear of it. */
const SAVE_BAR_ROOM = { pb: { xs: 8, sm: 0 }, "& *": { scrollMarginBottom: "88px" } } as const;

/** Settings tab 'availability' (spec §2.9): loading, then editing (a record exists) or creating (none). */
export default function AvailabilityTab() {
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? "";
  const query = useGetMyAvailabilityQuery(uid, { skip: !uid });
  if (!uid || query.isLoading) return <PageLoader label="Loading your availability" />;
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Retry</Button>}>
        Your availability could not be loaded. Check your connection and try again.
      </Alert>
    );
  }
  const existing = query.data ?? null;
  return <AvailabilityEditor key={existing ? "editing" : "creating"} uid={uid} initial={existing} />;
}

function AvailabilityEditor({ uid, initial }: { uid: string; initial: UserAvailability | null }) {
  const mode = initial ? "editing" : "creating";
  const form = useZodForm(availabilityFormSchema, { mode: "onChange", defaultValues: initial ?? emptyAvailability(browserTimeZone()) });
  const { control, formState, getValues, setValue, reset, trigger } = form;
  // A saved week that breaks the rules (the server does not check them) is marked at once, before any edit.
  useEffect(() => {
    if (initial && !availabilityFormSchema.safeParse(initial).success) void trigger("weeklyAvailability");
  }, [initial, trigger]);
  const [timeZone, dateSpecificAvailability] = useWatch({ control, name: ["timeZone", "dateSpecificAvailability"] });
  const [dialog, setDialog] = useState<{ draft: DateSpecificDraft; index: number | null } | null>(null);
  // A failure is told with the spec's words in a toast that stays (below), not the endpoint's.
  const [save] = useAppMutation(useSaveMyAvailabilityMutation, { failure: "none" });
  const options = useGetProfileOptionsQuery(undefined);
  const teams = useGetTeamsForUserQuery(uid);
  const today = todayIn(timeZone);
  const genders = gendersForProfile((options.data?.genders ?? []).map((label) => ({ label })));
  const communities = useMemo(() => (teams.data ?? []).map((t) => ({ id: t.id, name: t.name })), [teams.data]);
  // The schema's verdict on the weekly hours; the editor marks each wrong time (with the same rules) as it is typed.
  const weekProblem = formState.errors.weeklyAvailability?.message;
  const entries = sortEntries(dateSpecificAvailability);

  const submit = async (value: UserAvailability) => {
    const toSave: UserAvailability = { ...value, weeklyAvailability: normalizeWeek(value.weeklyAvailability), timeZone: value.timeZone || browserTimeZone() };
    const saved = await save({ uid, value: toSave });
    if (saved.error) {
      // The spec's words, with the server's reason under them when it gave one; the form keeps everything as typed, so saving again is one click.
      toast.failure({ message: APP_MESSAGES.failure.availabilitySave, reason: saved.error.reason }, { duration: "persistent", actionLabel: "OK" });
      return;
    }
    reset(toSave);
    toast.success("Successfully saved availability", { duration: "normal" });
  };

  const setEntries = (list: DateSpecificEntry[]) => setValue("dateSpecificAvailability", list, { shouldDirty: true });

  const saveEntry = (entry: DateSpecificEntry) => {
    const list = [...getValues("dateSpecificAvailability")];
    if (dialog?.index !== null && dialog?.index !== undefined) list[dialog.index] = entry;
    else list.push(entry);
    setEntries(list);
    setDialog(null);
  };

  const removeEntry = (index: number) => {
    setEntries(getValues("dateSpecificAvailability").filter((_, i) => i !== index));
  };

  return (
    <ZodForm form={form} onSubmit={submit} aria-labelledby="availability-title">
      {/* The Save bar stays at the bottom of the screen (issue 31): a field scrolled to, or reached with the
          keyboard, stops above it rather than under it, and on a phone the form ends with room below the bar,
          so the last section and the bar itself scroll clear of a toast at the bottom of the screen. */}
      <Stack spacing={4} sx={SAVE_BAR_ROOM}>
        <Box>
          <Typography id="availability-title" variant="h5" component="h2" gutterBottom>
            Availability
          </Typography>
          <Typography color="text.secondary">
            {mode === "creating" ? "Set the hours you can usually play. " : ""}Times are in your time zone ({timeZone}).
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="weekly-title">
          <Typography id="weekly-title" variant="h6" component="h3" gutterBottom>
            Weekly hours
          </Typography>
          <WeeklyField control={control} />
        </Box>

        <Divider />

        <Box component="section" aria-labelledby="specific-title">
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, gap: 1, flexWrap: "wrap" }}>
            <Typography id="specific-title" variant="h6" component="h3">
              Date-specific hours and travel
            </Typography>
            <Button startIcon={<AddIcon />} onClick={() => setDialog({ draft: newDraft(today), index: null })}>
              Add date
            </Button>
          </Stack>
          {entries.length === 0 ? (
            <Typography color="text.secondary">No date-specific hours. Add a day off, different hours, or a trip.</Typography>
          ) : (
            <List aria-label="Date-specific hours">
              {entries.map((entry) => {
                const index = dateSpecificAvailability.indexOf(entry);
                const summary = entry.dailyTimeRanges && entry.dailyTimeRanges.length > 0 ? "Different hours each day" : formatRanges(entry.timeRanges);
                return (
                  <ListItem
                    key={`${entry.date}-${index}`}
                    divider
                    secondaryAction={
                      <Stack direction="row">
                        <IconButton aria-label={`Edit ${formatEntryDates(entry)}`} onClick={() => setDialog({ draft: draftFromEntry(entry), index })}>
                          <EditOutlinedIcon />
                        </IconButton>
                        <IconButton aria-label={`Remove ${formatEntryDates(entry)}`} onClick={() => removeEntry(index)}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Stack>
                    }
                    sx={{ pr: 12 }}
                  >
                    <ListItemText
                      primary={formatEntryDates(entry)}
                      secondary={
                        <>
                          {summary}
                          {entry.isTraveling && entry.location ? (
                            <Chip component="span" size="small" icon={<FlightTakeoffIcon />} label={`Traveling to ${travelLabel(entry.location)}`} sx={{ ml: 1 }} />
                          ) : null}
                        </>
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>

        <Divider />

        <Box component="section" aria-labelledby="visibility-title">
          <Typography id="visibility-title" variant="h6" component="h3" gutterBottom>
            Who can see it
          </Typography>
          <VisibilityField control={control} genders={genders} communities={communities} />
        </Box>

        <Stack direction="row" sx={{ justifyContent: "flex-end", alignItems: "center", gap: 2, position: "sticky", bottom: 0, zIndex: 1, bgcolor: "background.paper", py: 1.5 }}>
          {weekProblem ? (
            <Typography color="error" role="alert">
              {weekProblem}
            </Typography>
          ) : null}
          <SubmitButton busy={formState.isSubmitting} disabled={Boolean(weekProblem)}>
            Save availability
          </SubmitButton>
        </Stack>

        {dialog ? <DateSpecificDialog initial={dialog.draft} today={today} editing={dialog.index !== null} onCancel={() => setDialog(null)} onSave={saveEntry} /> : null}
      </Stack>
    </ZodForm>
  );
}

type AvailabilityControl = FormApi<UserAvailability>["control"];

/** The weekly hours bound to the form: the editor marks each wrong time as it is typed (with the schema's rules). */
function WeeklyField({ control }: { control: AvailabilityControl }) {
  const { field } = useController({ control, name: "weeklyAvailability" });
  return <WeeklyEditor week={field.value} onChange={field.onChange} showErrors />;
}

/** Who can see the availability, bound to the form. */
function VisibilityField({ control, genders, communities }: { control: AvailabilityControl } & Pick<VisibilitySectionProps, "genders" | "communities">) {
  const { field } = useController({ control, name: "privacySettings" });
  return <VisibilitySection value={field.value} onChange={field.onChange} genders={genders} communities={communities} />;
}
