import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeProfile, signedInAuth } from "@/test/fixtures";
import type { UserProfile } from "@/lib/session/userProfile";
import type { CityOption } from "@/lib/cities/citySearch";
import { getCitySearch } from "@/lib/cities/citySearchService";
import type { ProfileInput } from "../model/profileSchema";
import { ProfileForm } from "./ProfileForm";
import { runPendingWork } from "@/test/pendingWork";

// The network boundary: the profile options come from Firestore, the cities from a download or Google.
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({
  useGetProfileOptionsQuery: vi.fn(() => ({
    data: { gameTypes: ["Pickleball", "Tennis", "Basketball"], genders: ["Any", "Female", "Male", "Non-binary"] },
    isLoading: false,
    isError: false,
    refetch: vi.fn(),
  })),
}));

const AUSTIN: CityOption = { name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" };
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

beforeEach(() => {
  vi.mocked(getCitySearch).mockResolvedValue({ search: (q: string) => Promise.resolve(q.toLowerCase().startsWith("au") ? [AUSTIN] : []) });
});

/** A returning user's profile: everything filled in except the city. */
function profileWithoutCity(overrides: Partial<UserProfile> = {}): UserProfile {
  return makeProfile({
    displayName: "Pat",
    fullName: "Patricia",
    lastName: "Player",
    email: "pat@example.com",
    additionalInfo: { gender: "Female", sports: ["Pickleball"], pronoun: "She/Her" },
    joinReason: "Find-events",
    birthdate: new Date(1990, 4, 17).getTime(),
    phoneNumber: "",
    defaultCity: null,
    ...overrides,
  });
}

function renderForm(props: { isNew: boolean; profile: UserProfile | null; authEmail?: string; onSave?: (input: ProfileInput) => Promise<void> }) {
  const onSave = props.onSave ?? vi.fn(() => Promise.resolve());
  const result = renderWithProviders(<ProfileForm isNew={props.isNew} profile={props.profile} authEmail={props.authEmail ?? ""} onSave={onSave} />, {
    preloadedState: { auth: signedInAuth() },
  });
  return { ...result, onSave };
}

const textbox = (name: RegExp) => screen.getByRole("textbox", { name });
const submitButton = (name: "Setup Account" | "Save Changes") => screen.getByRole("button", { name });

async function chooseCity(user: UserEvent) {
  await user.type(screen.getByRole("combobox", { name: /Go-To Area to Play/ }), "Aus");
  await user.click(await screen.findByRole("option", { name: /Austin, TX/ }));
}

async function choose(user: UserEvent, field: RegExp, option: string) {
  await user.click(screen.getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

// Typing into a whole form takes a few seconds on a busy machine.
describe("ProfileForm (spec §2.6, §2.7, §5 Profile)", { timeout: 20_000 }, () => {
  it("a new user sees 'More Information' and 'Setup Account'", () => {
    renderForm({ isNew: true, profile: null });
    expect(screen.getByRole("heading", { name: "More Information" })).toBeInTheDocument();
    expect(submitButton("Setup Account")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
  });

  it("an existing user sees 'Settings' and 'Save Changes'", () => {
    renderForm({ isNew: false, profile: profileWithoutCity() });
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(submitButton("Save Changes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Setup Account" })).not.toBeInTheDocument();
  });

  it("labels the fields as the spec says", () => {
    renderForm({ isNew: true, profile: null });
    for (const name of [/^Display Name/, /^First Name/, /^Last Name/, /^Email/, /^Phone/]) expect(textbox(name)).toBeInTheDocument();
    for (const name of [/^Gender/, /^Pronouns/, /^Sports \/ Games/, /^Why are you joining/, /^Go-To Area to Play/]) expect(screen.getByRole("combobox", { name })).toBeInTheDocument();
    expect(screen.getByText("MM/DD/YYYY")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /I agree to the Terms of Service and Privacy Policy/ })).not.toBeChecked();
  });

  it("offers the genders without 'Any' and the five pronouns", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: null });
    await user.click(screen.getByRole("combobox", { name: /^Gender/ }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Female", "Male", "Non-binary"]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("combobox", { name: /^Pronouns/ }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "He/Him", "She/Her", "They/Them", "Unspecified"]);
  });

  it("shows 'n / max' counters that follow the typing", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: null });
    expect(screen.getByText("0 / 300")).toBeInTheDocument();
    expect(screen.getByText("0 / 25")).toBeInTheDocument();
    expect(screen.getAllByText("0 / 100")).toHaveLength(2);
    await user.type(textbox(/^First Name/), "Jane");
    expect(screen.getByText("4 / 300")).toBeInTheDocument();
    await user.type(textbox(/^Display Name/), "JJ");
    expect(screen.getByText("2 / 25")).toBeInTheDocument();
  });

  it("limits typing to the maximum length", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: null });
    await user.type(textbox(/^Display Name/), "A".repeat(30));
    expect(textbox(/^Display Name/)).toHaveValue("A".repeat(25));
    expect(screen.getByText("25 / 25")).toBeInTheDocument();
  });

  it("keeps the button disabled until the form is valid and a city is chosen", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: false, profile: profileWithoutCity() });
    expect(submitButton("Save Changes")).toBeDisabled();
    await chooseCity(user);
    await waitFor(() => expect(submitButton("Save Changes")).toBeEnabled());
    // An invalid field disables it again.
    await user.clear(textbox(/^Display Name/));
    await user.type(textbox(/^Display Name/), "P");
    await waitFor(() => expect(submitButton("Save Changes")).toBeDisabled());
  });

  it("a new user also has to accept the terms", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: profileWithoutCity({ hasAdditionalInfo: false }) });
    await chooseCity(user);
    await runPendingWork();
    expect(submitButton("Setup Account")).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await waitFor(() => expect(submitButton("Setup Account")).toBeEnabled());
  });

  it("a new user with an empty profile starts with the button disabled", () => {
    renderForm({ isNew: true, profile: null, authEmail: "pat@example.com" });
    expect(submitButton("Setup Account")).toBeDisabled();
  });

  it("says what is left while the button is disabled; pronouns and birthdate are optional (issue 31)", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ isNew: true, profile: null, authEmail: "pat@example.com" });
    expect(submitButton("Setup Account")).toHaveAccessibleDescription(
      "To continue, complete: Display Name, First Name, Gender, Sports / Games, Why are you joining?, Go-To Area to Play, Terms of Service and Privacy Policy.",
    );
    expect(screen.getByRole("combobox", { name: "Pronouns" })).not.toBeRequired();
    expect(screen.getByRole("group", { name: "Birthdate" })).toBeInTheDocument();
    await user.type(textbox(/^Display Name/), "Pat");
    await user.type(textbox(/^First Name/), "Patricia");
    await choose(user, /^Gender/, "Female");
    await waitFor(() =>
      expect(submitButton("Setup Account")).toHaveAccessibleDescription("To continue, complete: Sports / Games, Why are you joining?, Go-To Area to Play, Terms of Service and Privacy Policy."),
    );
    await user.click(screen.getByRole("combobox", { name: /^Sports \/ Games/ }));
    await user.click(await screen.findByRole("option", { name: "Tennis" }));
    await user.keyboard("{Escape}");
    await choose(user, /^Why are you joining/, "Find events to join");
    await chooseCity(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    // No pronouns and no birthdate: nothing is left.
    await waitFor(() => expect(submitButton("Setup Account")).toBeEnabled());
    expect(screen.queryByText(/To continue, complete/)).not.toBeInTheDocument();
    expect(submitButton("Setup Account")).not.toHaveAccessibleDescription();
    await user.click(submitButton("Setup Account"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSave).mock.calls[0]?.[0]).toMatchObject({ displayName: "Pat", gender: "Female", pronouns: "", birthdate: null, sports: ["Tennis"], joinReason: "Find-events" });
  });

  it("the e-mail field becomes disabled once first name and the sign-in e-mail are valid", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: null, authEmail: "pat@example.com" });
    expect(textbox(/^Email/)).toHaveValue("pat@example.com");
    expect(textbox(/^Email/)).toBeEnabled();
    await user.type(textbox(/^First Name/), "P");
    expect(textbox(/^Email/)).toBeEnabled();
    await user.type(textbox(/^First Name/), "a");
    expect(textbox(/^Email/)).toBeDisabled();
    expect(textbox(/^Email/)).toHaveValue("pat@example.com");
  });

  it("typing a new e-mail is never cut off by the lock", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: makeProfile({ fullName: "Patricia", email: "" }), authEmail: "" });
    await user.type(textbox(/^Email/), "pat@example.com");
    expect(textbox(/^Email/)).toHaveValue("pat@example.com");
    expect(textbox(/^Email/)).toBeEnabled();
  });

  it("the e-mail from sign-in is locked from the start for a named user", () => {
    renderForm({ isNew: true, profile: makeProfile({ fullName: "Patricia", email: "" }), authEmail: "pat@example.com" });
    expect(textbox(/^Email/)).toHaveValue("pat@example.com");
    expect(textbox(/^Email/)).toBeDisabled();
  });

  it("an invalid e-mail stays editable", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: makeProfile({ fullName: "Patricia", email: "" }), authEmail: "" });
    await user.type(textbox(/^Email/), "pat@");
    expect(textbox(/^Email/)).toBeEnabled();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("typing an e-mail after the first name is not cut short by the lock", async () => {
    // The lock engages as soon as the text is a valid address, e.g. at "pat@example.co", so the last "m" is never typed.
    const user = userEvent.setup();
    renderForm({ isNew: true, profile: null });
    await user.type(textbox(/^First Name/), "Patricia");
    await user.type(textbox(/^Email/), "pat@example.com");
    expect(textbox(/^Email/)).toHaveValue("pat@example.com");
  });

  it("onSave receives trimmed names and every field", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ isNew: false, profile: profileWithoutCity({ displayName: "", fullName: "", lastName: "" }) });
    await user.type(textbox(/^Display Name/), "  Pat  ");
    await user.type(textbox(/^First Name/), " Patricia ");
    await user.type(textbox(/^Last Name/), " Player  ");
    await chooseCity(user);
    await waitFor(() => expect(submitButton("Save Changes")).toBeEnabled());
    await user.click(submitButton("Save Changes"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSave).mock.calls[0]?.[0]).toEqual({
      displayName: "Pat",
      fullName: "Patricia",
      lastName: "Player",
      email: "pat@example.com",
      gender: "Female",
      pronouns: "She/Her",
      sports: ["Pickleball"],
      joinReason: "Find-events",
      city: { name: "Austin, TX", lat: 30.2672, lng: -97.7431 },
      birthdate: new Date(1990, 4, 17),
      phoneNumber: "",
      agree: true,
    });
  });

  it("a new user fills everything in by hand and saves", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ isNew: true, profile: null, authEmail: "pat@example.com" });
    await user.type(textbox(/^Display Name/), "Pat");
    await user.type(textbox(/^First Name/), "Patricia");
    await choose(user, /^Gender/, "Non-binary");
    await choose(user, /^Pronouns/, "They/Them");
    await user.click(screen.getByRole("combobox", { name: /^Sports \/ Games/ }));
    await user.click(await screen.findByRole("option", { name: "Tennis" }));
    await user.keyboard("{Escape}");
    await choose(user, /^Why are you joining/, "Play as a substitute");
    await chooseCity(user);
    const birthdate = screen.getByRole("group", { name: /^Birthdate/ });
    await user.click(within(birthdate).getByRole("spinbutton", { name: "Month" }));
    await user.keyboard("05171990");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await waitFor(() => expect(submitButton("Setup Account")).toBeEnabled());
    await user.click(submitButton("Setup Account"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSave).mock.calls[0]?.[0]).toMatchObject({
      displayName: "Pat",
      fullName: "Patricia",
      lastName: "",
      email: "pat@example.com",
      gender: "Non-binary",
      pronouns: "They/Them",
      sports: ["Tennis"],
      joinReason: "Substitute",
      birthdate: new Date(1990, 4, 17),
      agree: true,
    });
  });

  it("a rejected save shows the error, keeps every value, and can be retried", async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn<(input: ProfileInput) => Promise<void>>()
      .mockRejectedValueOnce(new Error("Your profile could not be saved. Check your connection and try again."))
      .mockResolvedValueOnce(undefined);
    renderForm({ isNew: false, profile: profileWithoutCity(), onSave });
    await user.clear(textbox(/^Display Name/));
    await user.type(textbox(/^Display Name/), "Patty");
    await user.type(textbox(/^Phone/), "(512) 555-0100");
    await chooseCity(user);
    await waitFor(() => expect(submitButton("Save Changes")).toBeEnabled());
    await user.click(submitButton("Save Changes"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your profile could not be saved. Check your connection and try again.");
    expect(textbox(/^Display Name/)).toHaveValue("Patty");
    expect(textbox(/^First Name/)).toHaveValue("Patricia");
    expect(textbox(/^Last Name/)).toHaveValue("Player");
    expect(textbox(/^Phone/)).toHaveValue("(512) 555-0100");
    expect(screen.getByRole("combobox", { name: /Go-To Area to Play/ })).toHaveValue("Austin, TX");
    expect(screen.getByRole("combobox", { name: /^Gender/ })).toHaveTextContent("Female");
    expect(submitButton("Save Changes")).toBeEnabled();
    await user.click(submitButton("Save Changes"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(onSave.mock.calls[1]?.[0]).toMatchObject({ displayName: "Patty", phoneNumber: "(512) 555-0100" });
  });

  it("a rejection without an Error still shows a message", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(input: ProfileInput) => Promise<void>>().mockRejectedValueOnce("nope");
    renderForm({ isNew: false, profile: profileWithoutCity(), onSave });
    await chooseCity(user);
    await waitFor(() => expect(submitButton("Save Changes")).toBeEnabled());
    await user.click(submitButton("Save Changes"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your profile could not be saved. Check your connection and try again.");
  });

  it("changing the city text after picking one clears the choice", async () => {
    const user = userEvent.setup();
    renderForm({ isNew: false, profile: profileWithoutCity() });
    await chooseCity(user);
    await waitFor(() => expect(submitButton("Save Changes")).toBeEnabled());
    await user.type(screen.getByRole("combobox", { name: /Go-To Area to Play/ }), "x");
    await waitFor(() => expect(submitButton("Save Changes")).toBeDisabled());
  });
});
