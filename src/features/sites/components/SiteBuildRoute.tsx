import { redirect } from "react-router-dom";
import { currentSession } from "@/features/auth/public";
import { PendingFeaturePage } from "@/components/PendingFeaturePage";
import { toast } from "@/lib/toast";
import { appStore } from "@/lib/storeAccess";
import { sitesApi } from "../api/sitesApi";
import { canCreateSite, siteLimitFor } from "../model/siteBuilder";

/** site/build: creating is allowed only when the site builder service says a site can be created (spec §2.5). */
export async function loader() {
  const { user, profile } = await currentSession();
  if (!user) return null;
  const plan = profile?.userSubscription ?? "Free";
  const owned = await appStore().dispatch(sitesApi.endpoints.countOwnedSites.initiate(user.uid, { subscribe: false, forceRefetch: true })).unwrap();
  if (!canCreateSite(plan, owned)) {
    const limit = siteLimitFor(plan);
    toast.info(`Your ${plan} plan includes ${limit} site${limit === 1 ? "" : "s"}. Upgrade to Organizer Pro to create more.`, { duration: "route" });
    return redirect("/site");
  }
  return null;
}

export function Component() {
  return <PendingFeaturePage title="Site Builder" />;
}
