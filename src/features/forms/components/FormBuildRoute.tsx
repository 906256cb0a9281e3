import { useMemo } from "react";
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { currentSession } from "@/lib/session/authGate";
import { appStore } from "@/lib/session/storeAccess";
import { formInputOf, type FormDef } from "@rallyhub/domain/forms/schema";
import { formsApi } from "../api/formsApi";
import { BuilderPage } from "./BuilderPage";
import { SignInRequired } from "./SignInRequired";

/** form/build/{id}: only the form's creator may edit it (spec §2.1 ownership check). */
export async function loader({ params }: LoaderFunctionArgs): Promise<FormDef | null | Response> {
  const { user } = await currentSession();
  if (!user) return null; // the signed-in guard sends the visitor to login (the branded host, without guards, asks them to sign in)
  const form = params.id
    ? await appStore()
        .dispatch(formsApi.endpoints.getForm.initiate(params.id, { subscribe: false, forceRefetch: true }))
        .unwrap()
    : null;
  if (!form) throw data("Form not found", { status: 404 });
  if (form.creatorId !== user.uid) return redirect("/form/access-denied");
  return form;
}

export function Component() {
  const form = useLoaderData<FormDef | null>();
  const initial = useMemo(() => (form ? formInputOf(form) : null), [form]);
  if (!form || !initial) return <SignInRequired what="edit this form" />;
  return <BuilderPage key={form.id} formId={form.id} initial={initial} />;
}
