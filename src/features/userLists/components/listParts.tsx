import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import type { SerializedAppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { USER_LIST_LIMITS, USER_LIST_MESSAGES, userListNameSchema, type UserList, type UserListNameInput } from "@rallyhub/domain/userLists/userLists";
import { useRenameUserListMutation } from "../api/userListsApi";

/** A refusal from the server: its own reason when it gave one (nothing typed is lost). */
export function FailureAlert({ failure }: { failure: SerializedAppError | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {failure.reason ?? failure.message}
    </Alert>
  );
}

export function RenameListDialog({ list, onClose }: { list: UserList; onClose: () => void }) {
  const [rename] = useRenameUserListMutation();
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const { control, handleSubmit, formState } = useForm<UserListNameInput>({
    resolver: zodResolver(userListNameSchema) as unknown as Resolver<UserListNameInput>,
    defaultValues: { name: list.name },
  });
  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await rename({ listId: list.id, name }).unwrap();
      toast.success(USER_LIST_MESSAGES.renamed, { duration: "short" });
      onClose();
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
  });
  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={`rename-${list.id}-title`} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Rename the list">
        <DialogTitle id={`rename-${list.id}-title`}>Rename the list</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FailureAlert failure={failure} />
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
      </form>
    </Dialog>
  );
}
