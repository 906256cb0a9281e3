import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { liveSource } from "@/test/liveSource";
import { AppError } from "@/lib/errors";
import { watchConversations, type ConversationPage } from "../api/messagesRepository";
import { Component as MessagesPage, NO_CONVERSATIONS, NO_CONVERSATIONS_HINT } from "./MessagesPage";
import { makeConversation } from "./testData";
import { MESSAGES_MESSAGES } from "../messages";

vi.mock("../api/messagesRepository", () => ({ watchConversations: vi.fn() }));

let source = liveSource<ConversationPage>();

beforeEach(() => {
  source = liveSource();
  vi.mocked(watchConversations)
    .mockReset()
    .mockImplementation((_uid, _max, onChange, onError) => source.watch(onChange, onError));
});

const render = () => renderWithProviders(<MessagesPage />, { preloadedState: { auth: signedInAuth() } });

describe("the conversation list", () => {
  it("lists the user's conversations in the order given (newest first), named by the other player or the team, with unread counts", async () => {
    render();
    expect(screen.getByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading your conversations" })).toBeInTheDocument();
    await source.emit({
      items: [
        makeConversation({ id: "c1", unread: { "user-1": 3 } }),
        makeConversation({
          id: "teamDiscussion_t1",
          kind: "team",
          title: "Lakeside",
          participants: ["user-1", "user-3"],
          names: {},
          lastMessage: "Practice at 7",
          lastSenderId: "user-3",
          lastSenderName: "Morgan",
        }),
        makeConversation({
          id: "c3",
          names: { "user-1": "Pat", "user-4": "Nico" },
          participants: ["user-1", "user-4"],
          lastSenderId: "user-1",
          lastMessage: "Thanks!",
          blocked: true,
          blockedBy: "user-1",
        }),
      ],
      more: false,
    });
    const rows = within(await screen.findByRole("list", { name: "Conversations" })).getAllByRole("link");
    expect(rows.map((r) => r.getAttribute("href"))).toEqual(["/messages/c1", "/messages/teamDiscussion_t1", "/messages/c3"]);
    expect(rows[0]).toHaveTextContent("Riley Second");
    expect(rows[0]).toHaveTextContent("See you at 6");
    expect(within(rows[0]!).getByText("3 unread messages")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Lakeside");
    expect(rows[1]).toHaveTextContent("Morgan: Practice at 7");
    expect(within(rows[1]!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent("Nico");
    expect(rows[2]).toHaveTextContent("You: Thanks!");
    expect(within(rows[2]!).getByText("Blocked")).toBeInTheDocument();
    expect(watchConversations).toHaveBeenCalledWith("user-1", 20, expect.any(Function), expect.any(Function));
  });

  it("updates live: a new message moves its unread count", async () => {
    render();
    await source.emit({ items: [makeConversation({ id: "c1" })], more: false });
    expect(await screen.findByRole("link", { name: /Riley Second/ })).not.toHaveTextContent("unread");
    await source.emit({ items: [makeConversation({ id: "c1", lastMessage: "Are you coming?", unread: { "user-1": 1 } })], more: false });
    expect(await screen.findByText("1 unread message")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Riley Second/ })).toHaveTextContent("Are you coming?");
  });

  it("says when there are no conversations yet, and how to start one", async () => {
    render();
    await source.emit({ items: [], more: false });
    expect(await screen.findByText(NO_CONVERSATIONS)).toBeInTheDocument();
    expect(screen.getByText(NO_CONVERSATIONS_HINT)).toBeInTheDocument();
  });

  it("shows more on request, 20 at a time", async () => {
    const user = userEvent.setup();
    render();
    await source.emit({ items: Array.from({ length: 20 }, (_, i) => makeConversation({ id: `c${i}` })), more: true });
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(watchConversations).toHaveBeenLastCalledWith("user-1", 40, expect.any(Function), expect.any(Function));
  });

  it("says when the list could not be loaded, with a retry", async () => {
    render();
    await source.fail(new AppError("unavailable", MESSAGES_MESSAGES.failure.listLoad));
    expect(await screen.findByText(MESSAGES_MESSAGES.failure.listLoad)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
