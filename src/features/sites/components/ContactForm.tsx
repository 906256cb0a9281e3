import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppMutation } from "@/lib/useAppMutation";
import { SITE_LIMITS, SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import { contactMessageSchema, type ContactMessageInput } from "@rallyhub/domain/sites/model";
import { useSendSiteMessageMutation } from "../api/publicSitesApi";

const blank: ContactMessageInput = { name: "", email: "", message: "" };

/**
 * A site's contact block: a visitor's name, e-mail and message go to the
 * site's creator (sendSiteMessage). A refused or failed send keeps what was
 * typed and says why. In the builder's preview nothing is sent.
 */
export default function ContactForm({ siteId, preview }: { siteId: string; preview: boolean }) {
  const [send] = useAppMutation(useSendSiteMessageMutation, { failure: "form" });
  const [sent, setSent] = useState(false);
  return (
    <ZodForm
      schema={contactMessageSchema}
      defaultValues={blank}
      mode="onSubmit"
      aria-label="Contact form"
      onSubmit={async (message, form) => {
        setSent(false);
        if (preview) return;
        const done = await send({ siteId, message }, form);
        if (done.error) return;
        setSent(true);
        form.reset(blank);
      }}
    >
      {({ control, formState }) => (
        <Stack spacing={2}>
          <Box aria-live="polite">
            {sent ? <Alert severity="success">{SITE_MESSAGES.messageSent}</Alert> : null}
            <FormFailure />
            {preview ? <Alert severity="info">This is a preview: messages are sent from the published site.</Alert> : null}
          </Box>
          <FormTextField name="name" control={control} label="Your name" required fullWidth autoComplete="name" maxLength={SITE_LIMITS.contact.name} />
          <FormTextField name="email" control={control} label="Your e-mail" type="email" required fullWidth autoComplete="email" />
          <FormTextField name="message" control={control} label="Message" required fullWidth multiline minRows={4} maxLength={SITE_LIMITS.contact.message} />
          <Box>
            <SubmitButton busy={formState.isSubmitting} color="secondary">
              Send message
            </SubmitButton>
          </Box>
        </Stack>
      )}
    </ZodForm>
  );
}
