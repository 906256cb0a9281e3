import { Suspense } from "react";
import { data, Link as RouterLink, redirect, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { toast } from "@/lib/toast";
import { appStore } from "@/lib/session/storeAccess";
import { PageLoader } from "@/components/PageLoader";
import { OrganizationTeams } from "@/features/teams/public";
import { useGetWebsiteByOrganizationQuery } from "@/features/sites/public";
import { organizationsApi, useGetOrganizationBySlugQuery } from "@/features/organizations/api/organizationsApi";
import { resolveOrganization } from "@/features/organizations/model/orgResolver";

// org/{slug} and organization/{id}: an organization's slug is its document id.
const slugOf = (params: { slug?: string; id?: string }) => params.slug ?? params.id;

export async function loader({ params }: LoaderFunctionArgs) {
  const result = await resolveOrganization(slugOf(params), (slug) =>
    appStore()
      .dispatch(organizationsApi.endpoints.getOrganizationBySlug.initiate(slug, { subscribe: false }))
      .unwrap(),
  );
  if (result.kind === "redirect") {
    toast.error(result.message, { duration: "route" });
    return redirect(result.to);
  }
  if (result.kind === "error") throw data(result.message, { status: result.status });
  return null;
}

export function Component() {
  const params = useParams();
  // The loader has put it in the cache (the resolver's lower-cased slug).
  const { data: org } = useGetOrganizationBySlugQuery(slugOf(params)?.trim().toLowerCase() ?? "");
  if (!org) return <PageLoader label="Loading the organization" />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={org.name} description={org.description || `${org.name} organizes games and events.`} image={org.logoURL ?? undefined} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
          <Avatar src={org.logoURL ?? undefined} alt="" sx={{ width: 88, height: 88, fontSize: 36 }}>
            {org.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography variant="h4" component="h1">
              {org.name}
            </Typography>
            {org.city ? <Typography color="text.secondary">{org.city}</Typography> : null}
          </div>
        </Stack>
        {org.description ? <Typography sx={{ mt: 3, whiteSpace: "pre-line" }}>{org.description}</Typography> : null}
        <OrganizationWebsiteLink organizationId={org.id} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="org-teams" sx={{ p: { xs: 2, md: 4 }, mt: 2 }}>
        <Typography id="org-teams" variant="h5" component="h2" gutterBottom>
          Teams and leagues
        </Typography>
        <Suspense fallback={<PageLoader label="Loading teams" />}>
          <OrganizationTeams organizationId={org.id} />
        </Suspense>
      </Paper>
    </Container>
  );
}

/** A link to the organization's website, when its creator has published one (organization-website/{id}). */
function OrganizationWebsiteLink({ organizationId }: { organizationId: string }) {
  const { data: site } = useGetWebsiteByOrganizationQuery(organizationId);
  if (!site) return null;
  return (
    <Button component={RouterLink} to={`/organization-website/${encodeURIComponent(organizationId)}`} variant="outlined" sx={{ mt: 3 }}>
      Visit the website
    </Button>
  );
}
