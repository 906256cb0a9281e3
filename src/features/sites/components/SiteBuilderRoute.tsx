import { data, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { PageLoader } from "@/components/PageLoader";
import { currentSession } from "@/lib/session/authGate";
import { selectUser } from "@/lib/session/authSlice";
import { useAppSelector } from "@/lib/hooks";
import { appStore } from "@/lib/session/storeAccess";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import { sitesApi, useOpenDraftQuery } from "../api/sitesApi";
import { SiteBuilder } from "./builder/SiteBuilder";

/**
 * site/build/{id}: the builder works on a draft (spec §4): the draft with
 * this id, or a new draft of the caller's published site. Someone else's
 * site or draft is refused with 'User does not own this website'; no id with
 * 'No website ID found'; nothing found is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const { user } = await currentSession();
  if (!user) return null; // the signed-in guard around this route sends the visitor to login
  const opening = await appStore()
    .dispatch(sitesApi.endpoints.openDraft.initiate({ id: params.id ?? "", uid: user.uid }, { subscribe: false, forceRefetch: true }))
    .unwrap();
  if (opening.kind === "none") throw data(SITE_MESSAGES.notFound, { status: 404 });
  if (opening.kind === "error") throw data(opening.message, { status: opening.status });
  return null;
}

export function Component() {
  const params = useParams();
  const user = useAppSelector(selectUser);
  const { data: opening } = useOpenDraftQuery({ id: params.id ?? "", uid: user?.uid ?? "" }, { skip: !user });
  if (opening?.kind !== "draft") return <PageLoader label="Opening the site builder" />;
  // A new builder for each draft: what was typed in one never shows in another.
  return <SiteBuilder key={opening.draft.id} draft={opening.draft} />;
}
