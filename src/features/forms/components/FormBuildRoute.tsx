import { data, redirect, type LoaderFunctionArgs } from "react-router-dom";
import { currentSession } from "@/features/auth/public";
import { PendingFeaturePage } from "@/components/PendingFeaturePage";
import { appStore } from "@/lib/storeAccess";
import { formsApi } from "../api/formsApi";

/** form/build/{id}: only the form's creator may edit it (spec §2.1 ownership check). */
export async function loader({ params }: LoaderFunctionArgs) {
  const { user } = await currentSession();
  if (!user) return null; // the signed-in guard around this route sends the visitor to login
  const form = params.id ? await appStore().dispatch(formsApi.endpoints.getFormSummary.initiate(params.id, { subscribe: false })).unwrap() : null;
  if (!form) throw data("Form not found", { status: 404 });
  if (form.creatorId !== user.uid) return redirect("/form/access-denied");
  return form;
}

export function Component() {
  return <PendingFeaturePage title="Form Builder" />;
}
