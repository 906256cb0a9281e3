import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { FormTextField } from "./FormTextField";

function Field({ disabled = false, error }: { disabled?: boolean; error?: string }) {
  const { control, setError } = useForm<{ name: string }>({ defaultValues: { name: "Pat" } });
  return (
    <>
      <FormTextField name="name" control={control} label="Name" maxLength={25} helperText="How others see you" disabled={disabled} />
      <button type="button" onClick={() => setError("name", { message: error ?? "Too short" })}>
        Check
      </button>
    </>
  );
}

describe("FormTextField", () => {
  it("is described by its helper text, without the aria-hidden counter", () => {
    render(<Field />);
    expect(screen.getByText("3 / 25")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("How others see you");
  });

  it("is described by its error message", () => {
    render(<Field error="Name must be at least 5 characters" />);
    screen.getByRole("button", { name: "Check" }).click();
    return expect.poll(() => screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Name must be at least 5 characters");
  });

  it("shows no counter when disabled", () => {
    render(<Field disabled />);
    expect(screen.queryByText("3 / 25")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("How others see you");
  });
});
