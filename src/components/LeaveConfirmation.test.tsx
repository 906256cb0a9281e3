import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, type RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { LeaveConfirmation } from "./LeaveConfirmation";
import { useUnsavedChanges } from "./leaveConfirmationContext";

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/elsewhere">Go elsewhere</Link>
      <Link to="/edit?tab=settings">Another tab</Link>
    </>
  );
}

function routes(dirty: boolean): RouteObject[] {
  return [
    { element: <LeaveConfirmation />, children: [{ path: "/edit", element: <Editor dirty={dirty} /> }] },
    { path: "/elsewhere", element: <h1>Elsewhere</h1> },
  ];
}

describe("LeaveConfirmation", () => {
  it("asks before leaving a page with unsaved changes; 'Stay on page' keeps you there", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes(true), { initialEntries: ["/edit"] });
    await user.click(screen.getByRole("link", { name: "Go elsewhere" }));

    const dialog = await screen.findByRole("dialog", { name: "Leave this page?" });
    expect(dialog).toHaveTextContent(/not saved/);
    expect(router.state.location.pathname).toBe("/edit");

    await user.click(screen.getByRole("button", { name: "Stay on page" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/edit");
    expect(screen.getByRole("heading", { name: "Editor" })).toBeInTheDocument();
  });

  it("'Leave' goes on to the next page", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes(true), { initialEntries: ["/edit"] });
    await user.click(screen.getByRole("link", { name: "Go elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("also asks for programmatic navigation (router.navigate)", async () => {
    const { router } = renderRoutes(routes(true), { initialEntries: ["/edit"] });
    void router.navigate("/elsewhere");
    expect(await screen.findByRole("dialog", { name: "Leave this page?" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/edit");
  });

  it("does not ask for the navigation a page makes right after saving (state { saved: true })", async () => {
    const { router } = renderRoutes(routes(true), { initialEntries: ["/edit"] });
    await router.navigate("/elsewhere", { state: { saved: true } });
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Leave this page?" })).not.toBeInTheDocument();
  });

  it("does not ask when only the query changes", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes(true), { initialEntries: ["/edit"] });
    await user.click(screen.getByRole("link", { name: "Another tab" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=settings"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("lets you leave without asking when nothing is unsaved", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes(false), { initialEntries: ["/edit"] });
    await user.click(screen.getByRole("link", { name: "Go elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/elsewhere");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each([
    [true, true],
    [false, false],
  ])("with unsaved changes %s, closing the tab asks the browser to confirm: %s", (dirty, prevented) => {
    renderRoutes(routes(dirty), { initialEntries: ["/edit"] });
    const event = new Event("beforeunload", { cancelable: true });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(prevented);
  });
});
