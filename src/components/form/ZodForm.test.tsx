import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MenuItem from "@mui/material/MenuItem";
import { z } from "zod";
import { useAppMutation } from "@/lib/useAppMutation";
import { AppError } from "@/lib/errors";
import { renderWithProviders as render } from "@/test/renderWithProviders";
import { queued } from "@/test/toasts";
import { FormFailure } from "./FormFailure";
import { FormSelect } from "./FormSelect";
import { FormCheckbox, FormSwitch } from "./FormSwitch";
import { FormTextField } from "./FormTextField";
import { SubmitButton } from "./SubmitButton";
import { ZodForm } from "./ZodForm";

const schema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  group: z.string().nullable(),
  ok: z.boolean(),
  agree: z.boolean().refine((v) => v, "Please agree"),
});

const REASON = "A season with that name exists.";
const refusal = new AppError("failed-precondition", "The season could not be saved.", undefined, REASON);

/** A stand-in for an RTK Query mutation hook. */
function fakeMutation<T>(outcome: (arg: { name: string }) => Promise<T>) {
  return () => [(arg: { name: string }) => ({ unwrap: () => outcome(arg) }), { isLoading: false, error: undefined as unknown }] as const;
}

function Form({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => unknown }) {
  return (
    <ZodForm schema={schema} defaultValues={{ name: "", group: null, ok: false, agree: false }} onSubmit={onSubmit} aria-label="Add a season">
      {({ control, formState }) => (
        <>
          <FormFailure />
          <FormTextField control={control} name="name" label="Name" helperText="As players know it" />
          <FormSelect control={control} name="group" label="Group" valueAs="nullable">
            <MenuItem value="">None</MenuItem>
            <MenuItem value="g1">Spring</MenuItem>
          </FormSelect>
          <FormSwitch control={control} name="ok" label="Fine" />
          <FormCheckbox name="agree" label="I agree" />
          <SubmitButton busy={formState.isSubmitting}>Save</SubmitButton>
        </>
      )}
    </ZodForm>
  );
}

describe("ZodForm", () => {
  it("submits the schema's output (trimmed), with the adapters' values", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "  Spring  ");
    await userEvent.click(screen.getByRole("combobox", { name: "Group" }));
    await userEvent.click(screen.getByRole("option", { name: "Spring" }));
    await userEvent.click(screen.getByRole("switch", { name: "Fine" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I agree" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Spring", group: "g1", ok: true, agree: true }, expect.anything()));
  });

  it("shows each field's message under it, the input described by it", async () => {
    render(<Form onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Name is required");
    expect(screen.getByText("Please agree")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Add a season" })).toHaveAttribute("novalidate");
  });

  it("shows a rejection's message and reason in the form, and keeps what was typed", async () => {
    render(<Form onSubmit={() => Promise.reject(refusal)} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Spring");
    await userEvent.click(screen.getByRole("checkbox", { name: "I agree" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(refusal.message);
    expect(alert).toHaveTextContent(REASON);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Spring");
  });
});

function MutationForm({ options }: { options: Parameters<typeof useAppMutation>[1] }) {
  const [save] = useAppMutation(
    fakeMutation(() => Promise.reject(refusal)),
    options,
  );
  return (
    <ZodForm
      schema={z.object({ name: z.string() })}
      defaultValues={{ name: "Spring" }}
      onSubmit={async (values, form) => {
        await save(values, form);
      }}
    >
      <FormFailure brief />
      <FormTextField name="name" label="Name" />
      <SubmitButton busy={false}>Save</SubmitButton>
    </ZodForm>
  );
}

describe("useAppMutation", () => {
  it("shows a failure as a toast with the server's reason by default", async () => {
    render(<MutationForm options={{}} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: refusal.message, detail: refusal.reason, severity: "error" })));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a failure in the form with failure: 'form'", async () => {
    render(<MutationForm options={{ failure: "form" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REASON);
  });

  it("puts a failure under the field its code maps to", async () => {
    render(<MutationForm options={{ fieldErrors: { "failed-precondition": "name" } }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(REASON));
  });

  it("returns the data and shows the success toast", async () => {
    let result: unknown;
    function Run() {
      const [save] = useAppMutation(
        fakeMutation(() => Promise.resolve({ id: "s1" })),
        { success: (data, arg) => `${arg.name} added as ${data.id}` },
      );
      return <button onClick={() => void save({ name: "Spring" }).then((r) => (result = r))}>Go</button>;
    }
    render(<Run />);
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(result).toEqual({ data: { id: "s1" } }));
    expect(queued()).toContainEqual(expect.objectContaining({ message: "Spring added as s1", severity: "success" }));
  });

  it("turns an error that is not an AppError into one, without technical text", async () => {
    let result: unknown;
    function Run() {
      const [save] = useAppMutation(
        fakeMutation(() => Promise.reject(new TypeError("x is undefined"))),
        { failure: "none" },
      );
      return <button onClick={() => void save({ name: "Spring" }).then((r) => (result = r))}>Go</button>;
    }
    render(<Run />);
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(result).toEqual({ error: { code: "unknown", message: "Something went wrong. Please try again." } }));
  });
});
