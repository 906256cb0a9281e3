import { useState } from "react";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { FormFailure } from "@/components/form/FormFailure";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import type { FailureTarget } from "@/lib/useAppMutation";
import type { SaveScope } from "@rallyhub/domain/callables/events";
import { eventInputSchema, type EventInput } from "@rallyhub/domain/events/schema";
import { GameSection, PlayersSection, PriceSection, RulesSection, WhenSection, WhereSection } from "./EventFormSections";

export interface HostTeam {
  id: string;
  name: string;
}

export interface EventFormProps {
  initial: EventInput;
  mode: "create" | "edit";
  /** Editing one game of a series: the organizer chooses this game or the whole series. */
  inSeries?: boolean;
  gameTypes: string[];
  teams: HostTeam[];
  cityName: string | null;
  /** Players have joined: the price stays as it is (the server refuses a change too). */
  priceLocked?: boolean;
  /**
   * Saves. A failure shows above the fields, with the server's reason, and
   * keeps the form as typed: a rejection, or a useAppMutation run given `form`
   * with `failure: "form"`.
   */
  onSubmit: (values: EventInput, scope: SaveScope, form: FailureTarget) => Promise<void>;
}

/**
 * Spec §3 Event: the create/edit form, a ZodForm with the same zod schema the
 * saveEvent callable checks, every default of the spec preset; its sections
 * (the game, when, where, players, rules, price) read the form around them.
 */
export function EventForm({ initial, mode, inSeries = false, gameTypes, teams, cityName, priceLocked = false, onSubmit }: EventFormProps) {
  // "Not in the past" counts from when the form opened.
  const [schema] = useState(() => eventInputSchema(Date.now()));
  const [scope, setScope] = useState<SaveScope>("one");
  const form = useZodForm(schema, { defaultValues: initial });
  const { formState, reset } = form;
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);

  return (
    <ZodForm
      form={form}
      onSubmit={(values) => onSubmit(values, scope, form)}
      aria-label={mode === "create" ? "Create a game" : "Edit the game"}
      failureMessage="The game could not be saved. Please try again."
    >
      <Stack spacing={3}>
        <FormFailure />
        <GameSection gameTypes={gameTypes} />
        <WhenSection repeats={mode === "create" || inSeries} patternLocked={mode === "edit" && scope === "one"} />
        <WhereSection cityName={cityName} />
        <PlayersSection teams={teams} />
        <RulesSection />
        <PriceSection priceLocked={priceLocked} />

        {mode === "edit" && inSeries ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <RadioGroup value={scope} onChange={(_e, v) => setScope(v as SaveScope)} aria-label="What to save">
              <FormControlLabel value="one" control={<Radio />} label="This game only" />
              <FormControlLabel value="series" control={<Radio />} label="All upcoming games in the series" />
            </RadioGroup>
          </Paper>
        ) : null}

        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          {mode === "edit" ? (
            <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset(initial)}>
              Discard changes
            </Button>
          ) : null}
          <SubmitButton busy={formState.isSubmitting}>{mode === "create" ? "Create game" : "Save changes"}</SubmitButton>
        </Stack>
      </Stack>
    </ZodForm>
  );
}
