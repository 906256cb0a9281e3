import { api, attempt } from "@/lib/api";
import { FAILURE } from "@/lib/messages";
import { getFormSummary, type FormSummary } from "./formsRepository";

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFormSummary: build.query<FormSummary | null, string>({
      queryFn: (id) => attempt(() => getFormSummary(id), FAILURE.formLoad),
      providesTags: (_r, _e, id) => [{ type: "Form", id }],
    }),
  }),
});
