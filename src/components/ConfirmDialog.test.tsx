import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog open title="Delete Spring 2031?" confirmLabel="Delete" destructive onConfirm={onConfirm} onClose={onClose} {...props}>
      It leaves the team&apos;s schedule.
    </ConfirmDialog>,
  );
  return { onConfirm, onClose };
}

describe("ConfirmDialog", () => {
  it("is named by its title and described by its text", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Delete Spring 2031?" });
    expect(dialog).toHaveAccessibleDescription("It leaves the team's schedule.");
    expect(within(dialog).getByRole("heading", { name: "Delete Spring 2031?" })).toBeInTheDocument();
  });

  it("shows nothing while closed", () => {
    renderDialog({ open: false });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("the confirm button calls onConfirm (and not onClose)", async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("Cancel (or its own label) and Escape call onClose (and not onConfirm)", async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog({ cancelLabel: "Keep it" });
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("while busy the confirm button is disabled; cancelling still works", async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog({ busy: true });
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
