import { useWatch } from "react-hook-form";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useAppMutation } from "@/lib/useAppMutation";
import { domainVerificationRecord, normalizeDomain } from "@rallyhub/domain/sites/constants";
import { domainSchema } from "@rallyhub/domain/sites/model";
import { z } from "zod";
import { useGetWebsiteQuery } from "../../api/publicSitesApi";
import { useAttachDomainMutation } from "../../api/sitesApi";

const formSchema = z.object({ domain: domainSchema });

/**
 * Your own domain for a published site. The site's creator proves they own
 * the domain with a DNS TXT record; the server checks it and that no other
 * site has the domain. (Locally, any *.localhost host is accepted: see the
 * README.)
 */
export function DomainPanel({ siteId, published }: { siteId: string; published: boolean }) {
  const site = useGetWebsiteQuery(siteId, { skip: !published });
  // Connecting and disconnecting both say in the form why they failed.
  const [attach, attachState] = useAppMutation(useAttachDomainMutation, {
    success: (_r, { domain }) => (domain ? `Your site is now served at ${domain}` : "The domain was disconnected"),
    failure: "form",
  });
  const form = useZodForm(formSchema, { defaultValues: { domain: "" }, mode: "onSubmit" });
  const { control, formState, reset } = form;
  const typed = useWatch({ control, name: "domain" }).trim().toLowerCase();
  const current = site.data?.domain ?? null;
  const connect = async ({ domain }: { domain: string }) => {
    if (!(await attach({ siteId, domain }, form)).error) reset({ domain: "" });
  };
  const disconnect = () => attach({ siteId, domain: null }, form);
  // The record names the domain as it will be connected ("https://Club.Example.com/" is club.example.com).
  const record = domainVerificationRecord(siteId, normalizeDomain(typed) ?? "your-domain.com");
  return (
    <Paper variant="outlined" component="section" aria-labelledby="domain-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="domain-title" variant="h6" component="h2" gutterBottom>
        Your own domain
      </Typography>
      {!published ? (
        <Typography color="text.secondary">Publish the site first; then you can serve it on your own domain, such as www.yourclub.com.</Typography>
      ) : (
        <Stack spacing={2}>
          {current ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Typography>
                Served at{" "}
                <Link href={`${window.location.protocol}//${current}${window.location.port && current.endsWith(".localhost") ? `:${window.location.port}` : ""}/`} sx={{ fontWeight: 700 }}>
                  {current}
                </Link>
              </Typography>
              <Button size="small" color="error" onClick={() => void disconnect()} disabled={attachState.isLoading}>
                Disconnect
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">Not on a domain of its own yet. It is always at /site/view/{siteId}.</Typography>
          )}
          <ZodForm form={form} onSubmit={connect} aria-label="Connect a domain">
            <Stack spacing={2}>
              <FormFailure dismissible />
              <Typography variant="body2">
                First add a TXT record at your DNS provider: name <code>{record.name}</code>, value <code>{record.value}</code>. Then enter the domain and connect it.
              </Typography>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
                <FormTextField name="domain" control={control} label="Domain" fullWidth placeholder="www.yourclub.com" autoComplete="off" />
                <SubmitButton busy={formState.isSubmitting} size="medium" sx={{ flexShrink: 0, mt: { sm: 1 } }}>
                  {current ? "Move to this domain" : "Connect domain"}
                </SubmitButton>
              </Stack>
            </Stack>
          </ZodForm>
        </Stack>
      )}
    </Paper>
  );
}
