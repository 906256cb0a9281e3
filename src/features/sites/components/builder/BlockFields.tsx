import { useFormContext, type FieldPath } from "react-hook-form";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { SITE_LIMITS, type SiteBlockType } from "@rallyhub/domain/sites/constants";
import type { SiteContentInput } from "@rallyhub/domain/sites/model";
import { ImageField } from "./ImageField";

type Path = FieldPath<SiteContentInput>;

/** The fields of one block, by its type. `path` is the block's place in the form, e.g. pages.0.blocks.2. */
export function BlockFields({ type, path }: { type: SiteBlockType; path: string }) {
  const { control } = useFormContext<SiteContentInput>();
  const at = (key: string) => `${path}.${key}` as Path;
  const heading = <FormTextField name={at("heading")} control={control} label="Heading" fullWidth maxLength={SITE_LIMITS.heading} />;
  switch (type) {
    case "text":
      return (
        <Stack spacing={2}>
          {heading}
          <FormTextField name={at("body")} control={control} label="Text" required fullWidth multiline minRows={4} maxLength={SITE_LIMITS.text} helperText="Leave a blank line between paragraphs" />
        </Stack>
      );
    case "image":
      return (
        <Stack spacing={2}>
          <ImageField name={at("url")} label="Image" required />
          <FormTextField name={at("alt")} control={control} label="Description of the image" fullWidth maxLength={SITE_LIMITS.alt} helperText="Read out to visitors who cannot see it" />
          <FormTextField name={at("caption")} control={control} label="Caption" fullWidth maxLength={SITE_LIMITS.caption} />
        </Stack>
      );
    case "button":
      return (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField name={at("label")} control={control} label="Button label" required fullWidth maxLength={SITE_LIMITS.label} />
          <FormTextField name={at("url")} control={control} label="Goes to" required fullWidth helperText="https://…, mailto:…, or a page of this site such as /about" />
        </Stack>
      );
    case "events":
      return (
        <Stack spacing={1}>
          {heading}
          <Typography variant="body2" color="text.secondary">
            Shows the next public games of the team chosen in Site settings, as they are when you publish.
          </Typography>
        </Stack>
      );
    case "roster":
      return (
        <Stack spacing={1}>
          {heading}
          <Typography variant="body2" color="text.secondary">
            Shows the names and roles on the roster of the team chosen in Site settings (what anyone sees on its team page).
          </Typography>
        </Stack>
      );
    case "contact":
      return (
        <Stack spacing={2}>
          {heading}
          <FormTextField name={at("intro")} control={control} label="Introduction" fullWidth multiline minRows={2} maxLength={SITE_LIMITS.intro} />
          <Typography variant="body2" color="text.secondary">
            Visitors write their name, e-mail and message. You get each message in your notifications.
          </Typography>
        </Stack>
      );
    case "form":
      return (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField name={at("formId")} control={control} label="Form id" required fullWidth helperText="The id in the form's address, /form/{id}" />
          <FormTextField name={at("label")} control={control} label="Button label" fullWidth maxLength={SITE_LIMITS.label} helperText="Open the form, if empty" />
        </Stack>
      );
  }
}
