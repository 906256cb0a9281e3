import { useId } from "react";
import { z } from "zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppMutation } from "@/lib/useAppMutation";
import { POST_MESSAGES, reportPostInput, type Post } from "@rallyhub/domain/posts/model";
import { useReportPostMutation } from "../api/postsApi";

/** The report form: reportPost's own reason rule (optional, trimmed, within its limit). */
const reportFormSchema = z.object({ reason: reportPostInput.shape.reason });

/** Someone else's post, reported to the moderators with an optional reason (once per user and post). */
export function ReportPostDialog({ open, post, onClose }: { open: boolean; post: Post; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Report this post</DialogTitle>
      {open ? <ReportForm post={post} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReportForm({ post, onClose }: { post: Post; onClose: () => void }) {
  // A refusal (a second report) shows in the form: the server's sentence alone when it gave one.
  const [report] = useAppMutation(useReportPostMutation, { failure: "form", success: POST_MESSAGES.reported });
  return (
    <ZodForm
      schema={reportFormSchema}
      defaultValues={{ reason: "" }}
      mode="onSubmit"
      onSubmit={async ({ reason }, form) => {
        if (!(await report({ postId: post.id, reason }, form)).error) onClose();
      }}
      aria-label="Report this post"
    >
      {({ control, formState }) => (
        <>
          <DialogContent>
            <FormFailure brief sx={{ mb: 2 }} />
            <DialogContentText sx={{ mb: 2 }}>{`Tell us what is wrong with "${post.title}". The moderators will review it; its author is not told who reported it.`}</DialogContentText>
            <FormTextField control={control} name="reason" label="Reason (optional)" fullWidth multiline minRows={3} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" color="warning" disabled={formState.isSubmitting}>
              Send report
            </Button>
          </DialogActions>
        </>
      )}
    </ZodForm>
  );
}
