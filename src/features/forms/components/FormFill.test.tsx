import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { blankField, FORM_MESSAGES, type FormDef, type FormField } from "@rallyhub/domain/forms/schema";
import { FormFill } from "./FormFill";
import { AGREE_LABEL, SCROLL_TO_SIGN, scrolledToEnd } from "./WaiverField";

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const field = (id: string, type: FormField["type"], over: Partial<FormField> = {}): FormField => ({ ...blankField(id, type), ...over });

const form: FormDef = {
  id: "f1",
  title: "Summer league",
  description: "",
  creatorId: "owner",
  creatorName: "Olivia",
  teamId: null,
  teamName: null,
  fields: [
    field("name", "short_text", { label: "Your name", required: true }),
    field("division", "choice", {
      label: "Division",
      required: true,
      options: [
        { id: "rec", label: "Recreational", fee: 25 },
        { id: "comp", label: "Competitive", fee: 40 },
      ],
    }),
    field("waiver", "waiver", { label: "Liability waiver", waiverText: "I take part at my own risk." }),
  ],
  fee: { mode: "option", amount: null, fieldId: "division" },
  deposit: null,
  createdAt: 1,
  updatedAt: 1,
};

const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "scrollHeight");
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

describe("filling in a form", () => {
  it("names each missing answer and the missing signature, and keeps what was typed", async () => {
    const user = setupUser();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<FormFill form={form} signedInEmail={null} onSubmit={onSubmit} />);
    fill(screen.getByRole("textbox", { name: /^Your e-mail/ }), "pat@example.test");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(FORM_MESSAGES.fixAnswers)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.chooseOne)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.waiverAgree)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.signatureTyped)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Your e-mail/ })).toHaveValue("pat@example.test");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the answers with a typed signature; option fees are shown", async () => {
    const user = setupUser();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<FormFill form={form} signedInEmail={null} onSubmit={onSubmit} />);
    fill(screen.getByRole("textbox", { name: /^Your e-mail/ }), " Pat@Example.test ");
    fill(screen.getByRole("textbox", { name: /^Your name/ }), "Pat");
    await user.click(screen.getByRole("radio", { name: "Competitive ($40.00)" }));
    await user.click(screen.getByRole("checkbox", { name: AGREE_LABEL }));
    fill(screen.getByRole("textbox", { name: /^Type your full name to sign/ }), "Pat Player");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ email: "pat@example.test", answers: { name: "Pat", division: "comp", waiver: { agreed: true, kind: "typed", name: "Pat Player", image: "" } } });
  });

  it("a signed-in filler gives no e-mail: the receipt goes to their login's", async () => {
    const user = setupUser();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<FormFill form={{ ...form, fields: [field("name", "short_text", { label: "Your name", required: true })] }} signedInEmail="pat@example.test" onSubmit={onSubmit} />);
    expect(screen.queryByRole("textbox", { name: /^Your e-mail/ })).not.toBeInTheDocument();
    expect(screen.getByText("Your receipt goes to pat@example.test.")).toBeInTheDocument();
    fill(screen.getByRole("textbox", { name: /^Your name/ }), "Pat");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ answers: { name: "Pat" } }));
  });

  it("opens the signature only once the waiver is scrolled to its end", () => {
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 200 });
    renderWithProviders(<FormFill form={form} signedInEmail={null} onSubmit={() => Promise.resolve()} />);
    const text = screen.getByRole("region", { name: "Liability waiver: the waiver's text" });
    expect(text).toHaveAttribute("tabindex", "0");
    expect(screen.getByText(SCROLL_TO_SIGN)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: AGREE_LABEL })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Type your full name to sign/ })).toBeDisabled();

    Object.defineProperty(text, "scrollTop", { configurable: true, value: 800 });
    fireEvent.scroll(text);
    expect(screen.queryByText(SCROLL_TO_SIGN)).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: AGREE_LABEL })).toBeEnabled();
    expect(within(screen.getByRole("group", { name: "How to sign" })).getByRole("button", { name: "Draw" })).toBeEnabled();
  });

  it("says when the server refuses, keeping the answers", async () => {
    const user = setupUser();
    const onSubmit = vi.fn(() => Promise.reject(Object.assign(new Error(FORM_MESSAGES.submitFailed), { code: "invalid-argument", reason: "Your name: Answer this question" })));
    renderWithProviders(<FormFill form={{ ...form, fields: [field("name", "short_text", { label: "Your name", required: true })] }} signedInEmail="pat@example.test" onSubmit={onSubmit} />);
    fill(screen.getByRole("textbox", { name: /^Your name/ }), "Pat");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FORM_MESSAGES.submitFailed);
    expect(alert).toHaveTextContent("Your name: Answer this question");
    expect(screen.getByRole("textbox", { name: /^Your name/ })).toHaveValue("Pat");
  });
});

describe("scrolledToEnd", () => {
  it("is true at the end of the text, or when there is nothing to scroll", () => {
    expect(scrolledToEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 1000 })).toBe(false);
    expect(scrolledToEnd({ scrollTop: 798, clientHeight: 200, scrollHeight: 1000 })).toBe(true);
    expect(scrolledToEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 150 })).toBe(true);
  });
});
