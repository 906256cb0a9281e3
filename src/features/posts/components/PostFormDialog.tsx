import { useId } from "react";
import { useWatch, type Control } from "react-hook-form";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { FormFailure } from "@/components/form/FormFailure";
import { FormSelect } from "@/components/form/FormSelect";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { POST_CATEGORIES } from "@rallyhub/domain/posts/categories";
import { POST_LIMITS, POST_MESSAGES, postInputSchema, type Post, type PostInput, type PostValues } from "@rallyhub/domain/posts/model";
import { useCreatePostMutation, useUpdatePostMutation } from "../api/postsApi";
import { formValuesOf, subCategoryChoices } from "../model/postForm";

export interface PostFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The post to edit; without one, a new post. */
  post?: Post;
  /** A new post's category and subcategory (the page it was started on). */
  start?: { category?: string; subCategory?: string };
  /** After a save: the post's id and where it now belongs. */
  onSaved?: (saved: { id: string; category: string; subCategory: string }) => void;
}

/**
 * Writing or editing a post (title, text, category, subcategory) with
 * a ZodForm on the shared zod schema: an empty or over-long title or
 * text is named under its field. A save that fails keeps everything typed,
 * says why above the fields, and can be sent again.
 */
export function PostFormDialog({ open, onClose, post, start, onSaved }: PostFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{post ? "Edit post" : "Write a post"}</DialogTitle>
      {/* Mounted only while open: every opening starts from the post (or a blank page). */}
      {open ? <PostForm post={post} start={start} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function PostForm({ post, start, onClose, onSaved }: Omit<PostFormDialogProps, "open">) {
  const auth = useAppSelector(selectAuth);
  // A failed save says why above the fields; what was typed stays, and the same button sends it again.
  const [create] = useAppMutation(useCreatePostMutation, { failure: "form" });
  const [update] = useAppMutation(useUpdatePostMutation, { failure: "form" });
  const form = useZodForm(postInputSchema, { defaultValues: formValuesOf(post ?? start ?? null), mode: "onSubmit" });
  const { control, formState, setValue, getValues } = form;
  const submit = async (values: PostValues) => {
    // The post shows the author's public display name, which the repository reads as it writes (the rules accept no other).
    const authorId = auth.user?.uid ?? "";
    if (post) {
      if ((await update({ post, values, authorId }, form)).error) return;
      toast.success(POST_MESSAGES.updated, { duration: "short" });
      onSaved?.({ id: post.id, category: values.category, subCategory: values.subCategory });
    } else {
      const created = await create({ values, authorId }, form);
      if (created.error) return;
      toast.success(POST_MESSAGES.created, { duration: "short" });
      onSaved?.({ id: created.data, category: values.category, subCategory: values.subCategory });
    }
    onClose();
  };
  // A subcategory of another category no longer applies.
  const onCategory = (category: string) => {
    if (!subCategoryChoices(category).includes(getValues("subCategory"))) setValue("subCategory", "", { shouldDirty: true });
  };
  return (
    <ZodForm form={form} onSubmit={submit} aria-label={post ? "Edit post" : "Write a post"}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <FormFailure />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormSelect
              name="category"
              control={control}
              label="Category"
              required
              fullWidth
              onPick={(value) => onCategory(String(value ?? ""))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose a category</option>
              {POST_CATEGORIES.map((c) => (
                <option key={c.slug} value={c.label}>
                  {c.label}
                </option>
              ))}
            </FormSelect>
            <SubCategoryField control={control} />
          </Stack>
          <CountedField control={control} name="title" label="Title" max={POST_LIMITS.title} />
          <CountedField control={control} name="text" label="Text" max={POST_LIMITS.text} multiline />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving…" : post ? "Save changes" : "Publish post"}
        </Button>
      </DialogActions>
    </ZodForm>
  );
}

function SubCategoryField({ control }: { control: Control<PostInput, unknown, PostValues> }) {
  const category = useWatch({ control, name: "category" });
  const choices = subCategoryChoices(category);
  return (
    <FormSelect
      name="subCategory"
      control={control}
      label="Subcategory"
      required
      fullWidth
      disabled={choices.length === 0}
      helperText={choices.length === 0 ? "Choose a category first" : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose a subcategory</option>
      {choices.map((label) => (
        <option key={label} value={label}>
          {label}
        </option>
      ))}
    </FormSelect>
  );
}

/**
 * A text field with its count under it. No maxLength on the input: a paste
 * that is too long stays whole, and the schema's message says how much to cut.
 */
function CountedField({ control, name, label, max, multiline = false }: { control: Control<PostInput, unknown, PostValues>; name: "title" | "text"; label: string; max: number; multiline?: boolean }) {
  const value = useWatch({ control, name });
  const count = Array.from(value).length;
  return <FormTextField control={control} name={name} label={label} required fullWidth multiline={multiline} minRows={multiline ? 6 : undefined} helperText={`${count} / ${max}`} />;
}
