import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { USER_LIST_LIMITS, USER_LIST_MESSAGES, userListNameSchema, type UserList, type UserListNameInput } from "@rallyhub/domain/userLists/userLists";
import { useRenameUserListMutation } from "../api/userListsApi";

export function RenameListDialog({ list, onClose }: { list: UserList; onClose: () => void }) {
  // A refusal shows in the form (the server's reason alone when it gave one); nothing typed is lost.
  const [rename] = useAppMutation(useRenameUserListMutation, { failure: "form" });
  const form = useZodForm(userListNameSchema, { defaultValues: { name: list.name }, mode: "onSubmit" });
  const { control, formState } = form;
  const submit = async ({ name }: UserListNameInput) => {
    if ((await rename({ listId: list.id, name }, form)).error) return;
    toast.success(USER_LIST_MESSAGES.renamed, { duration: "short" });
    onClose();
  };
  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={`rename-${list.id}-title`} maxWidth="xs" fullWidth>
      <ZodForm form={form} onSubmit={submit} aria-label="Rename the list">
        <DialogTitle id={`rename-${list.id}-title`}>Rename the list</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure brief />
            <FormTextField name="name" control={control} label="List name" required fullWidth autoComplete="off" maxLength={USER_LIST_LIMITS.name.max} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <SubmitButton busy={formState.isSubmitting} size="medium">
            Save
          </SubmitButton>
        </DialogActions>
      </ZodForm>
    </Dialog>
  );
}
