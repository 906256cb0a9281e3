import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { FormTextField } from "@/components/form/FormTextField";
import type { SerializedAppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { POST_MESSAGES, reportPostInput, type Post } from "@rallyhub/domain/posts/model";
import { useReportPostMutation } from "../api/postsApi";

/** The report form: reportPost's own reason rule (optional, trimmed, within its limit). */
const reportFormSchema = z.object({ reason: reportPostInput.shape.reason });
type ReportForm = z.input<typeof reportFormSchema>;

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
  const [report] = useReportPostMutation();
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const { control, handleSubmit, formState } = useForm<ReportForm, unknown, { reason: string }>({
    resolver: zodResolver(reportFormSchema) as unknown as Resolver<ReportForm, unknown, { reason: string }>,
    defaultValues: { reason: "" },
  });
  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await report({ postId: post.id, reason }).unwrap();
      toast.success(POST_MESSAGES.reported);
      onClose();
    } catch (error: unknown) {
      setFailure(error as SerializedAppError);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Report this post">
      <DialogContent>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure.reason ?? failure.message}
          </Alert>
        ) : null}
        <DialogContentText sx={{ mb: 2 }}>{`Tell us what is wrong with "${post.title}". The moderators will review it; its author is not told who reported it.`}</DialogContentText>
        <FormTextField control={control} name="reason" label="Reason (optional)" fullWidth multiline minRows={3} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" color="warning" disabled={formState.isSubmitting}>
          Send report
        </Button>
      </DialogActions>
    </form>
  );
}
