import { useState } from "react";
import { useFieldArray, type FieldErrors } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { FormFailure } from "@/components/form/FormFailure";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import { siteContentSchema, type SiteContent, type SiteContentInput } from "@rallyhub/domain/sites/model";
import { useDiscardDraftMutation, usePublishSiteMutation, useSaveDraftMutation } from "../../api/sitesApi";
import { collectProblems, pageOf, whereIs, type FieldProblem } from "../../model/builderErrors";
import type { SiteDraft } from "../../model/types";
import { DomainPanel } from "./DomainPanel";
import { PageEditor } from "./PageEditor";
import { PagesPanel } from "./PagesPanel";
import { SiteSettingsPanel } from "./SiteSettingsPanel";

function contentOf(draft: SiteDraft): SiteContentInput {
  return { title: draft.title, teamId: draft.teamId, organizationId: draft.organizationId, pages: draft.pages, settings: draft.settings };
}

/**
 * The site builder (site/build/{id}), always on a draft: the site's settings,
 * its pages (title, address, description for search engines) and each page's
 * blocks. Save draft keeps the work private; Publish copies the draft to the
 * public site (the server checks it again, and the plan's number of sites);
 * Discard drops the draft. Leaving with unsaved changes asks first.
 */
export function SiteBuilder({ draft }: { draft: SiteDraft }) {
  const navigate = useNavigate();
  const methods = useZodForm(siteContentSchema, { defaultValues: contentOf(draft), mode: "onSubmit" });
  const { control, handleSubmit, formState, reset, getValues } = methods;
  const pages = useFieldArray({ control, name: "pages", keyName: "key" });
  const [selected, setSelected] = useState(0);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [published, setPublished] = useState(draft.published);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // A failed save, publish or discard says why above the builder (FormFailure), with everything kept.
  const [save] = useAppMutation(useSaveDraftMutation, { failure: "form" });
  const [publish, publishState] = useAppMutation(usePublishSiteMutation, { success: SITE_MESSAGES.published, failure: "form" });
  const [discard, discardState] = useAppMutation(useDiscardDraftMutation, { success: SITE_MESSAGES.discarded, failure: "form" });
  useUnsavedChanges(formState.isDirty);

  const current = Math.min(selected, pages.fields.length - 1);

  const onInvalid = (errors: FieldErrors<SiteContentInput>) => {
    const found = collectProblems(errors);
    setProblems(found);
    const first = found.map(pageOf).find((p): p is number => p !== null);
    if (first !== undefined) setSelected(first);
  };

  /** Saves the draft; what was saved (trimmed, as the schema gives it) is the new starting point: no unsaved changes. */
  const saveContent = async (content: SiteContent) => {
    const saved = await save({ id: draft.id, content }, methods);
    if (!saved.error) reset(content);
    return !saved.error;
  };

  const onSave = async (content: SiteContent) => {
    setProblems([]);
    if (await saveContent(content)) toast.success(SITE_MESSAGES.saved);
  };

  const onPublish = handleSubmit(async (content) => {
    setProblems([]);
    if ((formState.isDirty || !draft.savedAt) && !(await saveContent(content))) return;
    if (!(await publish(draft.id, methods)).error) setPublished(true);
  }, onInvalid);

  const onDiscard = async () => {
    const discarded = await discard(draft.id, methods);
    setConfirmDiscard(false);
    if (!discarded.error) void navigate("/site", { state: { saved: true } });
  };

  const busy = formState.isSubmitting || publishState.isLoading;
  const values = getValues();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Site Builder" description="Build your team's website." robots="noindex" />
      <ZodForm form={methods} onSubmit={onSave} onInvalid={onInvalid} aria-label="Site builder">
        <Stack spacing={3}>
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ justifyContent: "space-between", alignItems: { md: "center" } }}>
            <div>
              <Typography variant="h4" component="h1">
                Site Builder
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap", alignItems: "center" }}>
                <Typography color="text.secondary">{draft.title}</Typography>
                <Chip size="small" label={published ? "Published" : "Not published yet"} color={published ? "success" : "default"} variant="outlined" />
                {formState.isDirty ? <Chip size="small" label="Unsaved changes" variant="outlined" /> : null}
              </Stack>
            </div>
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
              <SubmitButton busy={formState.isSubmitting && !publishState.isLoading} variant="outlined" size="medium" disabled={busy}>
                Save draft
              </SubmitButton>
              <Button variant="contained" onClick={() => void onPublish()} disabled={busy} aria-busy={publishState.isLoading}>
                {publishState.isLoading ? "Publishing…" : "Publish"}
              </Button>
              {published ? (
                <Button component={RouterLink} to={`/site/view/${draft.id}`}>
                  View site
                </Button>
              ) : null}
              <Button color="error" onClick={() => setConfirmDiscard(true)} disabled={busy}>
                Discard
              </Button>
            </Stack>
          </Stack>

          <Box aria-live="polite">
            <FormFailure dismissible />
            {problems.length > 0 ? (
              <Alert severity="error" onClose={() => setProblems([])}>
                <Typography sx={{ fontWeight: 700 }}>Fix these before saving:</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {problems.slice(0, 8).map((p) => (
                    <li key={p.path.join(".")}>
                      {whereIs(p.path, values)}: {p.message}
                    </li>
                  ))}
                </Box>
              </Alert>
            ) : null}
          </Box>

          <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "280px 1fr" }, alignItems: "start" }}>
            <Stack spacing={3}>
              <PagesPanel pages={pages} selected={current} onSelect={setSelected} />
            </Stack>
            <Stack spacing={3}>
              {pages.fields[current] ? <PageEditor key={pages.fields[current].key} index={current} /> : null}
              <SiteSettingsPanel />
            </Stack>
          </Box>
        </Stack>
      </ZodForm>
      {/* Outside the builder's form: connecting a domain is its own action, not part of the draft. */}
      <Box sx={{ mt: 3, ml: { md: "calc(280px + 24px)" } }}>
        <DomainPanel siteId={draft.id} published={published} />
      </Box>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        cancelLabel="Keep editing"
        destructive
        busy={discardState.isLoading}
        onConfirm={() => void onDiscard()}
        onClose={() => setConfirmDiscard(false)}
      >
        {published
          ? "Your published site stays as it is. The changes in this draft, saved or not, are lost."
          : "This site has never been published, so it is deleted with its draft. This cannot be undone."}
      </ConfirmDialog>
    </Container>
  );
}
