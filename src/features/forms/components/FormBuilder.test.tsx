import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { LeaveConfirmation } from "@/components/LeaveConfirmation";
import { renderRoutes } from "@/test/renderWithProviders";
import { blankForm, FORM_MESSAGES, type FormValues } from "@rallyhub/domain/forms/schema";
import { FIX_TO_SAVE, FormBuilder } from "./FormBuilder";

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function routes(onSave: (form: FormValues) => Promise<void>, canCharge = true): RouteObject[] {
  return [
    {
      element: <LeaveConfirmation />,
      children: [{ path: "/form/build", element: <FormBuilder initial={blankForm()} teams={[{ id: "t1", name: "Lakeside Lightning" }]} canCharge={canCharge} onSave={onSave} /> }],
    },
    { path: "/form", element: <h1>My forms</h1> },
  ];
}

/** Types into a field at once (the machine running these is slow; typing key by key is not what is tested). */
function fill(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}

async function addQuestion(user: ReturnType<typeof setupUser>, type: string) {
  await user.click(screen.getByRole("button", { name: "Add a question" }));
  await user.click(await screen.findByRole("menuitem", { name: type }));
}

describe("the form builder", () => {
  it("says what is missing and saves nothing until it is fixed", async () => {
    const user = setupUser();
    const onSave = vi.fn(() => Promise.resolve());
    renderRoutes(routes(onSave), { initialEntries: ["/form/build"] });
    await user.click(screen.getByRole("button", { name: "Save form" }));
    expect(await screen.findByText(FIX_TO_SAVE)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.noFields)).toBeInTheDocument();

    await addQuestion(user, "Waiver (read and sign)");
    await user.click(screen.getByRole("button", { name: "Save form" }));
    expect(await screen.findByText(FORM_MESSAGES.waiverText)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.label)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("builds a registration with a choice, a waiver and a fixed fee with a deposit", async () => {
    const user = setupUser();
    const onSave = vi.fn<(form: FormValues) => Promise<void>>(() => Promise.resolve());
    renderRoutes(routes(onSave), { initialEntries: ["/form/build"] });
    fill(screen.getByRole("textbox", { name: /^Title/ }), "Summer league");
    await addQuestion(user, "Choice (pick one)");
    const questions = screen.getByRole("list", { name: "Questions" });
    fill(within(questions).getByRole("textbox", { name: /^Question/ }), "Division");
    fill(within(questions).getByRole("textbox", { name: /^Option 1/ }), "Rec");
    fill(within(questions).getByRole("textbox", { name: /^Option 2/ }), "Competitive");
    await addQuestion(user, "Waiver (read and sign)");
    fill(screen.getByRole("textbox", { name: /^Waiver title/ }), "Liability waiver");
    fill(screen.getByRole("textbox", { name: /^Waiver text/ }), "At my own risk.");
    await user.click(screen.getByRole("radio", { name: "A fixed fee" }));
    fill(screen.getByRole("spinbutton", { name: /^Fee \(USD\)/ }), "40");
    fill(screen.getByRole("spinbutton", { name: /^Deposit/ }), "50");
    await user.click(screen.getByRole("button", { name: "Save form" }));
    expect(await screen.findByText(FORM_MESSAGES.depositOverFee)).toBeInTheDocument();
    fill(screen.getByRole("spinbutton", { name: /^Deposit/ }), "10");
    await user.click(screen.getByRole("button", { name: "Save form" }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved).toMatchObject({ title: "Summer league", fee: { mode: "fixed", amount: 40, fieldId: null }, deposit: 10, teamId: null });
    expect(saved?.fields.map((f) => [f.type, f.label, f.required])).toEqual([
      ["choice", "Division", false],
      ["waiver", "Liability waiver", true],
    ]);
    expect(saved?.fields[0]?.options.map((o) => o.label)).toEqual(["Rec", "Competitive"]);
    // A long walk through the builder: more time than the default on a busy machine.
  }, 40_000);

  it("asks to set up payouts when a fee is chosen without them", async () => {
    const user = setupUser();
    renderRoutes(
      routes(() => Promise.resolve(), false),
      { initialEntries: ["/form/build"] },
    );
    expect(screen.queryByText(FORM_MESSAGES.paymentsAccount)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "A fixed fee" }));
    expect(screen.getByText(FORM_MESSAGES.paymentsAccount)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up payouts" })).toHaveAttribute("href", "/settings?tab=payments");
  });

  it("asks before leaving with unsaved changes, and not after saving", async () => {
    const user = setupUser();
    const { router } = renderRoutes(
      routes(() => Promise.resolve()),
      { initialEntries: ["/form/build"] },
    );
    fill(screen.getByRole("textbox", { name: /^Title/ }), "Draft");
    void router.navigate("/form");
    expect(await screen.findByRole("dialog", { name: "Leave this page?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stay on page" }));
    expect(router.state.location.pathname).toBe("/form/build");
    expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveValue("Draft");
  });

  it("keeps what was typed when the server refuses the save, and says why", async () => {
    const user = setupUser();
    const onSave = vi.fn(() => Promise.reject(Object.assign(new Error(FORM_MESSAGES.saveFailed), { code: "failed-precondition", reason: FORM_MESSAGES.paymentsAccount })));
    renderRoutes(routes(onSave), { initialEntries: ["/form/build"] });
    fill(screen.getByRole("textbox", { name: /^Title/ }), "Club sign-up");
    await addQuestion(user, "Short text");
    fill(within(screen.getByRole("list", { name: "Questions" })).getByRole("textbox", { name: /^Question/ }), "Name");
    await user.click(screen.getByRole("button", { name: "Save form" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FORM_MESSAGES.saveFailed);
    expect(alert).toHaveTextContent(FORM_MESSAGES.paymentsAccount);
    expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveValue("Club sign-up");
  });
});
