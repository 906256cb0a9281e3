import { useState } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { FormTextField } from "./FormTextField";

export function PasswordField<T extends FieldValues>(props: { name: FieldPath<T>; control?: Control<T>; label: string; autoComplete: "current-password" | "new-password"; helperText?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? "text" : "password"}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => setShown((s) => !s)} edge="end" aria-label={shown ? "Hide password" : "Show password"}>
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
