import { useId } from "react";
import { useController, useFormContext, type FieldPath } from "react-hook-form";
import UploadIcon from "@mui/icons-material/Upload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { selectUser } from "@/lib/session/authSlice";
import { useAppSelector } from "@/lib/hooks";
import { useAppMutation } from "@/lib/useAppMutation";
import { SITE_LIMITS } from "@rallyhub/domain/sites/constants";
import type { SiteContentInput } from "@rallyhub/domain/sites/model";
import { useUploadSiteImageMutation } from "../../api/sitesApi";

/**
 * An image's address: pasted, or uploaded (Cloud Storage, where it is
 * available; where it is not, the field says so and pasting still works).
 */
export function ImageField({ name, label, required = false, helperText }: { name: FieldPath<SiteContentInput>; label: string; required?: boolean; helperText?: string }) {
  const { control } = useFormContext<SiteContentInput>();
  const { field, fieldState } = useController({ control, name });
  const user = useAppSelector(selectUser);
  // A refused upload is said under the field (uploadState.failure).
  const [upload, uploadState] = useAppMutation(useUploadSiteImageMutation, { failure: "none" });
  const inputId = useId();
  const value = typeof field.value === "string" ? field.value : "";
  const problem = uploadState.failure;
  const onFile = async (file: File | undefined) => {
    if (!file || !user) return;
    const uploaded = await upload({ uid: user.uid, image: file });
    if (uploaded.data) field.onChange(uploaded.data);
  };
  return (
    <Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          label={label}
          required={required}
          fullWidth
          name={field.name}
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? "https://… or upload one"}
          slotProps={{ htmlInput: { maxLength: SITE_LIMITS.url } }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />} disabled={uploadState.isLoading} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {uploadState.isLoading ? "Uploading…" : "Upload"}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            aria-label={`Upload ${label.toLowerCase()}`}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
      </Stack>
      {problem ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {problem.message}
        </Typography>
      ) : null}
      {value && !fieldState.error ? <Box component="img" src={value} alt="" sx={{ mt: 1, maxHeight: 96, maxWidth: "100%", borderRadius: 1, display: "block" }} /> : null}
    </Box>
  );
}
