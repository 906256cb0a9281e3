import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import type { SerializedAppError } from "@/lib/errors";
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
  const [send] = useSendSiteMessageMutation();
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: blank });
  const submit = handleSubmit(async (message) => {
    setFailure(null);
    setSent(false);
    if (preview) return;
    try {
      await send({ siteId, message }).unwrap();
      setSent(true);
      reset(blank);
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="Contact form">
      <Box aria-live="polite">
        {sent ? <Alert severity="success">{SITE_MESSAGES.messageSent}</Alert> : null}
        {failure ? (
          <Alert severity="error">
            {failure.message}
            {failure.reason && failure.reason !== failure.message ? <div>{failure.reason}</div> : null}
          </Alert>
        ) : null}
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
  );
}
