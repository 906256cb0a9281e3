import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { liveSource } from "@/test/liveSource";
import { signedInAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import type { FamilyMemberRow, UserProfile } from "@/lib/session/userProfile";
import { searchUser, type FoundUser } from "@/features/account/api/accountCallables";
import { removeFamilyConnection, respondToFamilyRequest, saveFamilyMembers, sendFamilyRequest, watchConnections, type FamilyConnection } from "@/features/account/api/familyRepository";
import { FamilyMembersCard } from "./FamilyMembersCard";
import { expectToast, queued } from "@/test/toasts";

// The network boundaries: the family connections (listener and callables) and the user search callable.
vi.mock("@/features/account/api/familyRepository", () => ({
  watchConnections: vi.fn(),
  sendFamilyRequest: vi.fn(),
  respondToFamilyRequest: vi.fn(),
  removeFamilyConnection: vi.fn(),
  saveFamilyMembers: vi.fn(),
}));
vi.mock("@/features/account/api/accountCallables", () => ({ searchUser: vi.fn(), call: vi.fn() }));

const riley: FoundUser = { uid: "u-riley", displayName: "Riley Second", email: "riley@example.com", photoURL: "" };

function connection(overrides: Partial<FamilyConnection> = {}): FamilyConnection {
  return {
    id: "c1",
    requesterId: "user-1",
    requesterName: "Pat Player",
    recipientId: "u-riley",
    recipientName: "Riley Second",
    requesterRelation: "parent",
    recipientRelation: "child",
    isRecipientGthUser: true,
    status: "pending",
    recipientAge: null,
    recipientPhoneNumber: "",
    ...overrides,
  };
}

function member(overrides: Partial<FamilyMemberRow> = {}): FamilyMemberRow {
  return {
    id: "m1",
    relation: "child",
    isGthUser: false,
    userId: "",
    confirmed: false,
    firstName: "Jamie",
    lastName: "Player",
    age: 9,
    phoneNumber: "555-0100",
    displayName: "Jamie Player",
    ...overrides,
  };
}

function signedIn(profile: Partial<UserProfile> = {}): AuthState {
  return signedInAuth(profile, { status: "success" });
}

let connections = liveSource<FamilyConnection[]>();

async function renderCard(profile: Partial<UserProfile> = {}, list: FamilyConnection[] | null = []) {
  const result = renderWithProviders(<FamilyMembersCard />, { preloadedState: { auth: signedIn(profile) } });
  if (list) {
    await connections.emit(list);
    await waitFor(() => expect(screen.queryByRole("progressbar", { name: "Loading family members" })).not.toBeInTheDocument());
  }
  return result;
}

const searchBox = () => screen.getByRole("textbox", { name: "Search by e-mail or user ID" });

async function startRow(user: UserEvent, hasAccount: boolean) {
  await user.click(screen.getByRole("button", { name: "Add family member" }));
  await user.click(within(screen.getByRole("group", { name: "Does this person have an account?" })).getByRole("button", { name: hasAccount ? "Yes, find them" : "No, add their details" }));
  return screen.getByRole("form", { name: "New family member" });
}

async function chooseRelation(user: UserEvent, label: string) {
  await user.click(screen.getByRole("combobox", { name: /Relation/ }));
  await user.click(await screen.findByRole("option", { name: label }));
}

/** Starts an account-holder row, picks the relation, finds Riley and selects her. */
async function pickRiley(user: UserEvent) {
  await startRow(user, true);
  await chooseRelation(user, "Parent");
  await user.type(searchBox(), "riley@example.com");
  const found = await screen.findByRole("button", { name: "Riley Second (riley@example.com)" });
  await user.click(found);
  expect(found).toHaveAttribute("aria-pressed", "true");
}

beforeEach(() => {
  connections = liveSource<FamilyConnection[]>();
  vi.mocked(watchConnections)
    .mockReset()
    .mockImplementation((_uid, onChange, onError) => connections.watch(onChange, onError));
  vi.mocked(sendFamilyRequest).mockReset();
  vi.mocked(respondToFamilyRequest).mockReset();
  vi.mocked(removeFamilyConnection).mockReset();
  vi.mocked(saveFamilyMembers).mockReset();
  vi.mocked(searchUser).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.reset());
});

describe("FamilyMembersCard list (spec §2.7, §4 Family connection)", () => {
  it("watches the signed-in user's connections, shows a spinner until they arrive, follows changes, and stops watching on unmount", async () => {
    const { unmount } = await renderCard({}, null);
    expect(screen.getByRole("progressbar", { name: "Loading family members" })).toBeInTheDocument();
    await connections.emit([]);
    expect(await screen.findByText("No family members yet. Add the people you sign up for games with.")).toBeInTheDocument();
    expect(watchConnections).toHaveBeenCalledWith("user-1", expect.any(Function), expect.any(Function));
    // Still listening: an answer given on another device shows up here.
    await waitFor(() => expect(connections.listening()).toBe(1));
    await connections.emit([connection({ status: "accepted" })]);
    expect(await screen.findByText("Confirmed")).toBeInTheDocument();
    unmount();
    await waitFor(() => expect(connections.listening()).toBe(0));
  });

  it("shows the empty state and the Add family member button when there is nobody", async () => {
    await renderCard();
    expect(screen.getByRole("heading", { name: "Family members" })).toBeInTheDocument();
    expect(screen.getByText("No family members yet. Add the people you sign up for games with.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Family members" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add family member" })).toBeInTheDocument();
  });

  it("says 'Failed to load family connections' when the listener fails", async () => {
    await renderCard({}, null);
    await connections.fail(new AppError("permission-denied", "Failed to load family connections"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load family connections");
    expect(screen.queryByRole("progressbar", { name: "Loading family members" })).not.toBeInTheDocument();
  });

  it("lists confirmed, pending and incoming connections and members without an account", async () => {
    await renderCard({ familyMembers: [member()] }, [
      connection({ id: "c-ok", status: "accepted", recipientName: "Riley Second", requesterRelation: "spouse" }),
      connection({ id: "c-out", recipientId: "u-sam", recipientName: "Sam Third", requesterRelation: "sibling" }),
      connection({ id: "c-in", requesterId: "u-alex", requesterName: "Alex Fourth", recipientId: "user-1", recipientName: "Pat Player", requesterRelation: "child", recipientRelation: "parent" }),
    ]);
    expect(screen.queryByText(/No family members yet/)).not.toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Family members" })).getAllByRole("listitem");
    expect(items).toHaveLength(4);

    const [confirmed, outgoing, incoming, noAccount] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(confirmed).getByText("Riley Second")).toBeInTheDocument();
    expect(within(confirmed).getByText("Spouse")).toBeInTheDocument();
    expect(within(confirmed).getByText("Confirmed")).toBeInTheDocument();
    expect(within(confirmed).getByRole("button", { name: "Remove Riley Second" })).toBeInTheDocument();

    expect(within(outgoing).getByText("Sam Third")).toBeInTheDocument();
    expect(within(outgoing).getByText("Sibling")).toBeInTheDocument();
    expect(within(outgoing).getByText("Pending")).toBeInTheDocument();
    expect(within(outgoing).queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();

    // Someone asked me: I see them by their name, with the relation from my side, and I answer.
    expect(within(incoming).getByText("Alex Fourth")).toBeInTheDocument();
    expect(within(incoming).getByText("Parent")).toBeInTheDocument();
    expect(within(incoming).getByText("Wants to connect")).toBeInTheDocument();
    expect(within(incoming).getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(within(incoming).getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(within(incoming).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();

    expect(within(noAccount).getByText("Jamie Player")).toBeInTheDocument();
    expect(within(noAccount).getByText("Child · 9")).toBeInTheDocument();
    expect(within(noAccount).getByText("No account")).toBeInTheDocument();
  });
});

describe("FamilyMembersCard answering and removing (spec §4 Family connection, §8)", () => {
  const incoming = connection({ id: "c-in", requesterId: "u-alex", requesterName: "Alex Fourth", recipientId: "user-1", recipientName: "Pat Player" });

  it("accepts an incoming request", async () => {
    vi.mocked(respondToFamilyRequest).mockResolvedValue();
    const user = userEvent.setup();
    await renderCard({}, [incoming]);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(respondToFamilyRequest).toHaveBeenCalledTimes(1);
    expect(respondToFamilyRequest).toHaveBeenCalledWith("c-in", true);
    await expectToast("Family connection confirmed", "success");
  });

  it("declines an incoming request", async () => {
    vi.mocked(respondToFamilyRequest).mockResolvedValue();
    const user = userEvent.setup();
    await renderCard({}, [incoming]);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(respondToFamilyRequest).toHaveBeenCalledTimes(1);
    expect(respondToFamilyRequest).toHaveBeenCalledWith("c-in", false);
    await expectToast("Family connection request declined", "success");
  });

  it("disables the answer buttons while answering and says so when answering fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.mocked(respondToFamilyRequest).mockReturnValue(new Promise<void>((_resolve, reject) => (fail = reject)));
    const user = userEvent.setup();
    await renderCard({}, [incoming]);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(screen.getByRole("button", { name: "Accept" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Decline" })).toBeDisabled();
    act(() => fail(new AppError("failed-precondition", "The request could not be answered. Please try again.", null, "This request was already answered.")));
    await expectToast("The request could not be answered. Please try again.", "error");
    expect(queued()).toContainEqual(expect.objectContaining({ detail: "This request was already answered." }));
    expect(screen.getByRole("button", { name: "Accept" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Decline" })).toBeEnabled();
  });

  it("removes a connection with 'Family connection removed'", async () => {
    vi.mocked(removeFamilyConnection).mockResolvedValue();
    const user = userEvent.setup();
    await renderCard({}, [connection({ id: "c-ok", status: "accepted" }), connection({ id: "c-other", recipientId: "u-sam", recipientName: "Sam Third" })]);
    await user.click(screen.getByRole("button", { name: "Remove Riley Second" }));
    expect(removeFamilyConnection).toHaveBeenCalledTimes(1);
    expect(removeFamilyConnection).toHaveBeenCalledWith("c-ok");
    await expectToast("Family connection removed", "success");
  });

  it("says 'Failed to remove connection' when removing fails, and lets the user try again", async () => {
    vi.mocked(removeFamilyConnection).mockRejectedValue(new AppError("unavailable", "Failed to remove connection"));
    const user = userEvent.setup();
    await renderCard({}, [connection({ id: "c-ok", status: "accepted" })]);
    await user.click(screen.getByRole("button", { name: "Remove Riley Second" }));
    await expectToast("Failed to remove connection", "error");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Riley Second" })).toBeEnabled());
  });

  it("removes a member without an account by saving the others", async () => {
    vi.mocked(saveFamilyMembers).mockResolvedValue();
    const user = userEvent.setup();
    const jamie = member();
    const robin = member({ id: "m2", firstName: "Robin", lastName: "Player", displayName: "Robin Player", age: 12 });
    await renderCard({ familyMembers: [jamie, robin] });
    await user.click(screen.getByRole("button", { name: "Remove Jamie Player" }));
    expect(saveFamilyMembers).toHaveBeenCalledWith("user-1", [robin]);
    await expectToast("Family members updated successfully", "success");
  });

  it("says 'Failed to update family members' when removing a member fails", async () => {
    vi.mocked(saveFamilyMembers).mockRejectedValue(new AppError("permission-denied", "Failed to update family members"));
    const user = userEvent.setup();
    await renderCard({ familyMembers: [member()] });
    await user.click(screen.getByRole("button", { name: "Remove Jamie Player" }));
    await expectToast("Failed to update family members", "error");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Jamie Player" })).toBeEnabled());
  });
});

describe("FamilyMembersCard adding a member with an account (spec §4, §5 Family members)", () => {
  it("first asks whether the person has an account; Cancel goes back", async () => {
    const user = userEvent.setup();
    await renderCard();
    await user.click(screen.getByRole("button", { name: "Add family member" }));
    const group = screen.getByRole("group", { name: "Does this person have an account?" });
    expect(within(group).getByRole("button", { name: "Yes, find them" })).toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "No, add their details" })).toBeInTheDocument();
    await user.click(within(group).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: "Does this person have an account?" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add family member" })).toBeInTheDocument();
  });

  it("searches from 3 characters, 300 ms after the last keystroke", async () => {
    const user = userEvent.setup();
    await renderCard();
    await startRow(user, true);
    vi.useFakeTimers();
    vi.mocked(searchUser).mockResolvedValue(null);
    fireEvent.change(searchBox(), { target: { value: "ri" } });
    act(() => vi.advanceTimersByTime(1000));
    expect(searchUser).not.toHaveBeenCalled();
    fireEvent.change(searchBox(), { target: { value: "ril" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(searchBox(), { target: { value: "rile" } });
    act(() => vi.advanceTimersByTime(299));
    expect(searchUser).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(searchUser).toHaveBeenCalledTimes(1);
    expect(searchUser).toHaveBeenCalledWith("rile");
  });

  it("says when nobody is found, and when the search fails", async () => {
    vi.mocked(searchUser).mockResolvedValueOnce(null).mockRejectedValueOnce(new Error("internal"));
    const user = userEvent.setup();
    await renderCard();
    await startRow(user, true);
    await user.type(searchBox(), "nobody@example.com");
    expect(await screen.findByText("No user found with this email or UID")).toBeInTheDocument();
    expect(searchUser).toHaveBeenCalledWith("nobody@example.com");
    await user.clear(searchBox());
    await user.type(searchBox(), "u-broken");
    expect(await screen.findByText("Error searching for user. Please try again.")).toBeInTheDocument();
    expect(searchUser).toHaveBeenLastCalledWith("u-broken");
  });

  it("refuses to send without a relation and a selected user", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    const user = userEvent.setup();
    await renderCard();
    const form = await startRow(user, true);
    expect(within(form).getByText("Type at least 3 characters")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Send Request" }));
    expect(within(form).getByText("Please search and select a user")).toBeInTheDocument();
    expect(within(form).getByText("Choose the relation")).toBeInTheDocument();
    await expectToast("Please select a user from the search results", "error");
    expect(queued()).toContainEqual(expect.objectContaining({ message: "Please select a user from the search results", autoHideMs: 3000 }));

    // A user found but not selected still blocks the request.
    await chooseRelation(user, "Parent");
    await user.type(searchBox(), "riley@example.com");
    expect(await screen.findByRole("button", { name: "Riley Second (riley@example.com)" })).toHaveAttribute("aria-pressed", "false");
    await user.click(within(form).getByRole("button", { name: "Send Request" }));
    expect(within(form).getByText("Please search and select a user")).toBeInTheDocument();
    expect(within(form).queryByText("Choose the relation")).not.toBeInTheDocument();
    expect(sendFamilyRequest).not.toHaveBeenCalled();
  });

  it("sends the request for the selected user and relation with 'Connection request sent'", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    vi.mocked(sendFamilyRequest).mockResolvedValue("c-new");
    const user = userEvent.setup();
    await renderCard();
    await pickRiley(user);
    expect(screen.queryByText("Please search and select a user")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(sendFamilyRequest).toHaveBeenCalledTimes(1);
    expect(sendFamilyRequest).toHaveBeenCalledWith({ recipientId: "u-riley", relation: "parent", age: null, phoneNumber: "" });
    await expectToast("Connection request sent", "success");
    expect(screen.queryByRole("form", { name: "New family member" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add family member" })).toBeInTheDocument();
    expect(saveFamilyMembers).not.toHaveBeenCalled();
  });

  it("shows the server's reason next to the spec's toast when the request is refused as a duplicate, and keeps the form", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    vi.mocked(sendFamilyRequest).mockRejectedValue(new AppError("already-exists", "Failed to send connection request", null, "You already sent this person a request."));
    const user = userEvent.setup();
    await renderCard();
    await pickRiley(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await expectToast("Failed to send connection request", "error");
    expect(
      queued()
        .filter((t) => t.severity === "error")
        .map((t) => t.message),
    ).toEqual(["Failed to send connection request"]);
    expect(await screen.findByRole("alert")).toHaveTextContent("You already sent this person a request.");
    // What was entered is kept for another try.
    const form = screen.getByRole("form", { name: "New family member" });
    expect(searchBox()).toHaveValue("riley@example.com");
    expect(within(form).getByRole("button", { name: "Riley Second (riley@example.com)" })).toHaveAttribute("aria-pressed", "true");
    expect(within(form).getByRole("combobox", { name: /Relation/ })).toHaveTextContent("Parent");
    expect(within(form).getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  it("shows only the toast when the request fails for another reason, and lets the user retry", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    vi.mocked(sendFamilyRequest).mockRejectedValueOnce(new AppError("unavailable", "Failed to send connection request")).mockResolvedValueOnce("c-new");
    const user = userEvent.setup();
    await renderCard();
    await pickRiley(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await expectToast("Failed to send connection request", "error");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue("riley@example.com");

    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await expectToast("Connection request sent", "success");
    expect(sendFamilyRequest).toHaveBeenCalledTimes(2);
    expect(sendFamilyRequest).toHaveBeenLastCalledWith({ recipientId: "u-riley", relation: "parent", age: null, phoneNumber: "" });
  });

  it("shows only the toast for a plain Error too (its text is not meant for people)", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    vi.mocked(sendFamilyRequest).mockRejectedValue(new Error("You already sent this person a request."));
    const user = userEvent.setup();
    await renderCard();
    await pickRiley(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await expectToast("Failed to send connection request", "error");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("You already sent this person a request.")).not.toBeInTheDocument();
  });
});

describe("FamilyMembersCard adding a member without an account (spec §5 Family members, §9 age 1-120)", () => {
  async function fillDetails(user: UserEvent, details: { first?: string; last?: string; phone?: string; age?: string }) {
    if (details.first) await user.type(screen.getByRole("textbox", { name: /First name/ }), details.first);
    if (details.last) await user.type(screen.getByRole("textbox", { name: /Last name/ }), details.last);
    if (details.phone) await user.type(screen.getByRole("textbox", { name: /Phone/ }), details.phone);
    if (details.age !== undefined) {
      const age = screen.getByRole("spinbutton", { name: /Age/ });
      await user.clear(age);
      await user.type(age, details.age);
    }
  }

  it("requires the relation, names, phone and an age", async () => {
    const user = userEvent.setup();
    await renderCard();
    const form = await startRow(user, false);
    expect(within(form).queryByRole("textbox", { name: "Search by e-mail or user ID" })).not.toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByText("Choose the relation")).toBeInTheDocument();
    expect(within(form).getByText("First name is required")).toBeInTheDocument();
    expect(within(form).getByText("Last name is required")).toBeInTheDocument();
    expect(within(form).getByText("Phone number is required")).toBeInTheDocument();
    expect(within(form).getByText("Age must be between 1 and 120")).toBeInTheDocument();
    expect(saveFamilyMembers).not.toHaveBeenCalled();
  });

  it.each(["0", "121", "2.5"])("refuses the age %s", async (age) => {
    const user = userEvent.setup();
    await renderCard();
    await startRow(user, false);
    await chooseRelation(user, "Child");
    await fillDetails(user, { first: "Jamie", last: "Player", phone: "555-0100", age });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Age must be between 1 and 120")).toBeInTheDocument();
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    expect(saveFamilyMembers).not.toHaveBeenCalled();
  });

  it.each(["1", "120"])("accepts the age %s and saves the member on the user's list", async (age) => {
    vi.mocked(saveFamilyMembers).mockResolvedValue();
    const user = userEvent.setup();
    const existing = member({ id: "m-old", firstName: "Robin", displayName: "Robin Player" });
    await renderCard({ familyMembers: [existing] });
    await startRow(user, false);
    await chooseRelation(user, "Child");
    await fillDetails(user, { first: "Jamie", last: "Player", phone: "555-0100", age });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(saveFamilyMembers).toHaveBeenCalledTimes(1);
    expect(saveFamilyMembers).toHaveBeenCalledWith("user-1", [
      existing,
      {
        id: expect.any(String) as string,
        relation: "child",
        isGthUser: false,
        userId: "",
        confirmed: false,
        firstName: "Jamie",
        lastName: "Player",
        age: Number(age),
        phoneNumber: "555-0100",
        displayName: "Jamie Player",
      },
    ]);
    await expectToast("Family members updated successfully", "success");
    expect(screen.queryByRole("form", { name: "New family member" })).not.toBeInTheDocument();
    expect(sendFamilyRequest).not.toHaveBeenCalled();
  });

  it("says 'Failed to update family members' when saving fails and keeps what was typed", async () => {
    vi.mocked(saveFamilyMembers).mockRejectedValue(new AppError("permission-denied", "Failed to update family members"));
    const user = userEvent.setup();
    await renderCard();
    await startRow(user, false);
    await chooseRelation(user, "Sibling");
    await fillDetails(user, { first: "Jamie", last: "Player", phone: "555-0100", age: "14" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await expectToast("Failed to update family members", "error");
    expect(queued()).not.toContainEqual(expect.objectContaining({ message: "Failed to send connection request" }));
    expect(screen.getByRole("form", { name: "New family member" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /First name/ })).toHaveValue("Jamie");
    expect(screen.getByRole("textbox", { name: /Last name/ })).toHaveValue("Player");
    expect(screen.getByRole("textbox", { name: /Phone/ })).toHaveValue("555-0100");
    expect(screen.getByRole("spinbutton", { name: /Age/ })).toHaveValue(14);
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("Cancel drops the new row", async () => {
    const user = userEvent.setup();
    await renderCard();
    await startRow(user, false);
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Jamie");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "New family member" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add family member" })).toBeInTheDocument();
    expect(saveFamilyMembers).not.toHaveBeenCalled();
  });
});
