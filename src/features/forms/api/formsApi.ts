import { api, attempt, attemptWrite } from "@/lib/api";
import { liveWindow, windowPaging, type Watch } from "@/lib/liveQuery";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import { FORM_MESSAGES, type FormDef, type SubmissionInput } from "@rallyhub/domain/forms/schema";
import type { FormSubmission } from "@rallyhub/domain/forms/submissions";
import type { FormListItem } from "@rallyhub/domain/stored/forms";
import {
  addFormSubmitterToTeam,
  deleteForm,
  fetchAllSubmissions,
  findSubmissionBy,
  getForm,
  getFormPayment,
  getSubmission,
  listMyForms,
  payFormSubmission,
  saveForm,
  submitForm,
  watchSubmissions,
} from "./formsRepository";

type SubmissionsPage = { items: FormSubmission[]; more: boolean };
type SubmissionsArgs = { formId: string; ownerId: string };

const pageOf =
  ({ formId, ownerId }: SubmissionsArgs, max: number): Watch<SubmissionsPage> =>
  (onChange, onError) =>
    watchSubmissions(formId, ownerId, max, onChange, onError);

/** Submissions show 25 at a time; the forms list 20. */
const SUBMISSIONS_PAGE = 25;
const FORMS_PAGE = 20;

/**
 * Forms and waivers (issue 14): forms are read from Firestore (public) and
 * saved by the saveForm Function; submissions are written by submitForm and
 * read by their form's owner (live, as payments land) or their sender; money
 * moves through payFormSubmission and is confirmed by getFormPayment.
 */
export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForm: build.query<FormDef | null, string>({
      queryFn: (id) => attempt(() => getForm(id), FORM_MESSAGES.loadFailed),
      providesTags: (_r, _e, id) => [{ type: "Form", id }],
    }),
    /** The forms a user made, a window at a time (20, then 40 …). */
    getMyForms: build.infiniteQuery<{ items: FormListItem[]; more: boolean }, string, number>({
      infiniteQueryOptions: windowPaging(FORMS_PAGE),
      queryFn: ({ queryArg: uid, pageParam: max }) => attempt(() => listMyForms(uid, max), FORM_MESSAGES.loadFailed),
      providesTags: [{ type: "Form", id: "MINE" }],
    }),
    saveForm: build.mutation<CallableOutput<"saveForm">, CallableInput<"saveForm">>({
      queryFn: ({ formId, form }) => attempt(() => saveForm(formId, form), FORM_MESSAGES.saveFailed),
      invalidatesTags: (r) => [{ type: "Form", id: "MINE" }, ...(r ? [{ type: "Form" as const, id: r.formId }] : [])],
    }),
    deleteForm: build.mutation<null, string>({
      queryFn: (id) => attemptWrite(() => deleteForm(id), FORM_MESSAGES.deleteFailed),
      invalidatesTags: (_r, _e, id) => [
        { type: "Form", id: "MINE" },
        { type: "Form", id },
      ],
    }),
    submitForm: build.mutation<CallableOutput<"submitForm">, { formId: string; input: SubmissionInput }>({
      queryFn: ({ formId, input }) => attempt(() => submitForm(formId, input), FORM_MESSAGES.submitFailed),
    }),
    payFormSubmission: build.mutation<CallableOutput<"payFormSubmission">, CallableInput<"payFormSubmission">>({
      queryFn: (input) => attempt(() => payFormSubmission(input), FORM_MESSAGES.payFailed),
    }),
    /**
     * A submission's payment as the server has it. It may record a payment the
     * webhook has not yet (as payment-success does; the callable is
     * idempotent), so it is asked again on each visit: nothing is kept once
     * nobody shows it.
     */
    getFormPayment: build.query<CallableOutput<"getFormPayment">, CallableInput<"getFormPayment">>({
      queryFn: (input) => attempt(() => getFormPayment(input), FORM_MESSAGES.submissionNotFound),
      keepUnusedDataFor: 0,
    }),
    getSubmissions: build.infiniteQuery<SubmissionsPage, SubmissionsArgs, number>({
      ...liveWindow(pageOf, FORM_MESSAGES.submissionsLoadFailed, SUBMISSIONS_PAGE),
    }),
    exportSubmissions: build.mutation<{ items: FormSubmission[]; truncated: boolean }, { formId: string; ownerId: string }>({
      queryFn: ({ formId, ownerId }) => attempt(() => fetchAllSubmissions(formId, ownerId), FORM_MESSAGES.submissionsLoadFailed),
    }),
    getSubmission: build.query<FormSubmission | null, { formId: string; submissionId: string }>({
      queryFn: ({ formId, submissionId }) => attempt(() => getSubmission(formId, submissionId), FORM_MESSAGES.loadFailed),
    }),
    findSubmissionBy: build.query<FormSubmission | null, { formId: string; ownerId: string; uid: string }>({
      queryFn: ({ formId, ownerId, uid }) => attempt(() => findSubmissionBy(formId, ownerId, uid), FORM_MESSAGES.submissionsLoadFailed),
    }),
    addFormSubmitterToTeam: build.mutation<CallableOutput<"addFormSubmitterToTeam">, CallableInput<"addFormSubmitterToTeam">>({
      queryFn: ({ formId, userId }) => attempt(() => addFormSubmitterToTeam(formId, userId), "The person could not be added to the team. Please try again."),
    }),
  }),
});

export const {
  useGetFormQuery,
  useGetMyFormsInfiniteQuery,
  useSaveFormMutation,
  useDeleteFormMutation,
  useSubmitFormMutation,
  usePayFormSubmissionMutation,
  useGetFormPaymentQuery,
  useGetSubmissionsInfiniteQuery,
  useExportSubmissionsMutation,
  useGetSubmissionQuery,
  useFindSubmissionByQuery,
  useAddFormSubmitterToTeamMutation,
} = formsApi;
