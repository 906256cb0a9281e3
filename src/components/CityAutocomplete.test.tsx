import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { CityAutocomplete } from "./CityAutocomplete";

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431 };

describe("CityAutocomplete", () => {
  it("shows the chosen city's name", () => {
    renderWithProviders(<CityAutocomplete label="Near" value={AUSTIN} onChange={() => undefined} />);
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Austin, TX");
  });

  it("shows a city given after the first render (a form default that arrives late)", async () => {
    function Late() {
      const [value, setValue] = useState<typeof AUSTIN | null>(null);
      return (
        <>
          <CityAutocomplete label="Near" value={value} onChange={() => undefined} />
          <button onClick={() => setValue(AUSTIN)}>Set</button>
        </>
      );
    }
    renderWithProviders(<Late />);
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("");
    await userEvent.setup().click(screen.getByRole("button", { name: "Set" }));
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Austin, TX");
  });
});
