import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { liveSource } from "@/test/liveSource";
import { expectToast } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { type Conversation, MESSAGE_MESSAGES } from "@rallyhub/domain/messages/model";
import { loadOlderMessages, markConversationRead, sendMessage, setConversationBlocked, watchConversation, watchRecentMessages, type RecentMessages } from "../api/messagesRepository";
import { Component as ConversationPage } from "./ConversationPage";
import { makeConversation, makeMessage } from "./testData";
import { MESSAGES_MESSAGES } from "../messages";

vi.mock("../api/messagesRepository", () => ({
  watchConversation: vi.fn(),
  watchRecentMessages: vi.fn(),
  loadOlderMessages: vi.fn(),
  sendMessage: vi.fn(),
  markConversationRead: vi.fn(),
  setConversationBlocked: vi.fn(),
}));

let conversation = liveSource<Conversation | null>();
let recent = liveSource<RecentMessages>();
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  conversation = liveSource();
  recent = liveSource();
  vi.mocked(watchConversation)
    .mockReset()
    .mockImplementation((_id, onChange, onError) => conversation.watch(onChange, onError));
  vi.mocked(watchRecentMessages)
    .mockReset()
    .mockImplementation((_id, onChange, onError) => recent.watch(onChange, onError));
  vi.mocked(loadOlderMessages).mockReset();
  vi.mocked(sendMessage).mockReset().mockResolvedValue({ messageId: "new" });
  vi.mocked(markConversationRead).mockReset().mockResolvedValue({ read: true });
  vi.mocked(setConversationBlocked).mockReset().mockResolvedValue({ blocked: true });
});

afterEach(() => {
  act(() => toast.reset());
});

const ID = "dm_6_user-1_user-2";
const render = (id = ID) => renderWithProviders(<ConversationPage />, { preloadedState: { auth: signedInAuth() }, path: "/messages/:id", initialEntries: [`/messages/${id}`] });

async function open(c: Partial<Conversation> = {}, messages: RecentMessages = { messages: [makeMessage(1), makeMessage(2, { senderId: "user-1", senderName: "Pat Player" })], hasOlder: false }) {
  const view = render();
  await conversation.emit(makeConversation({ id: ID, ...c }));
  await recent.emit(messages);
  return view;
}

const log = () => screen.getByRole("log");

describe("a conversation", () => {
  it("shows the other player's name and the messages, oldest first, and new ones as they arrive", async () => {
    await open();
    expect(await screen.findByRole("heading", { level: 1, name: "Riley Second" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View profile" })).toHaveAttribute("href", "/profile/user-2");
    await waitFor(() =>
      expect(
        within(log())
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining("Riley Second: Message 1"), expect.stringContaining("You: Message 2")]),
    );
    await recent.emit({ messages: [makeMessage(1), makeMessage(2, { senderId: "user-1" }), makeMessage(3, { text: "On my way" })], hasOlder: false });
    expect(await within(log()).findByText("On my way")).toBeInTheDocument();
    expect(watchRecentMessages).toHaveBeenCalledTimes(1);
    expect(watchRecentMessages).toHaveBeenCalledWith(ID, expect.any(Function), expect.any(Function));
  });

  it("says when there are no messages yet", async () => {
    await open({}, { messages: [], hasOlder: false });
    expect(await screen.findByText(MESSAGES_MESSAGES.list.empty)).toBeInTheDocument();
  });

  it("loads older history a page at a time with Show older, from the oldest message shown", async () => {
    const user = setupUser();
    vi.mocked(loadOlderMessages)
      .mockResolvedValueOnce({ messages: [makeMessage(-2, { text: "Older A" }), makeMessage(-1, { text: "Older B" })], hasOlder: true })
      .mockResolvedValueOnce({ messages: [makeMessage(-3, { text: "The very first" })], hasOlder: false });
    await open({}, { messages: [makeMessage(1), makeMessage(2)], hasOlder: true });
    await user.click(await screen.findByRole("button", { name: "Show older" }));
    expect(await within(log()).findByText("Older A")).toBeInTheDocument();
    expect(loadOlderMessages).toHaveBeenCalledWith(ID, { cursor: makeMessage(1).cursor, id: "m1" });
    const texts = () =>
      within(log())
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    expect(texts()[0]).toContain("Older A");
    await user.click(screen.getByRole("button", { name: "Show older" }));
    expect(await within(log()).findByText("The very first")).toBeInTheDocument();
    expect(loadOlderMessages).toHaveBeenLastCalledWith(ID, { cursor: makeMessage(-2).cursor, id: "m-2" });
    expect(texts()[0]).toContain("The very first");
    expect(screen.queryByRole("button", { name: "Show older" })).not.toBeInTheDocument();
    expect(screen.getByText("The start of the conversation")).toBeInTheDocument();
  });

  it("marks what arrives as read while the conversation is open", async () => {
    await open({ unread: { "user-1": 2, "user-2": 0 } });
    await waitFor(() => expect(markConversationRead).toHaveBeenCalledWith(ID));
    expect(markConversationRead).toHaveBeenCalledTimes(1);
    await conversation.emit(makeConversation({ id: ID, unread: { "user-1": 0, "user-2": 0 } }));
    await conversation.emit(makeConversation({ id: ID, unread: { "user-1": 1, "user-2": 0 } }));
    await waitFor(() => expect(markConversationRead).toHaveBeenCalledTimes(2));
  });

  it("does not mark read when nothing is unread", async () => {
    await open();
    await screen.findByRole("heading", { level: 1, name: "Riley Second" });
    expect(markConversationRead).not.toHaveBeenCalled();
  });

  it("says 'Conversation not found' for a conversation that does not exist or that the user is not part of", async () => {
    render();
    await conversation.emit(null);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGE_MESSAGES.notFound);
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
  });

  it("treats a refused read as not found", async () => {
    render();
    await conversation.fail(new AppError("permission-denied", MESSAGES_MESSAGES.failure.conversationLoad));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGE_MESSAGES.notFound);
  });

  it("names a team discussion after the team, with each sender's name", async () => {
    await open({ id: "teamDiscussion_t1", kind: "team", title: "Lakeside", teamId: "t1", participants: ["user-1", "user-2", "user-3"], names: {} });
    expect(await screen.findByRole("heading", { level: 1, name: "Lakeside" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Team discussion · 3 members" })).toHaveAttribute("href", "/team/t1");
    expect(screen.queryByRole("button", { name: "Block" })).not.toBeInTheDocument();
  });
});

describe("blocking", () => {
  it("blocks after asking, through setConversationBlocked", async () => {
    const user = setupUser();
    await open();
    await user.click(await screen.findByRole("button", { name: "Block" }));
    const dialog = screen.getByRole("dialog", { name: "Block this conversation?" });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(setConversationBlocked).toHaveBeenCalledWith(ID, true));
    await expectToast("Conversation blocked", "success");
  });

  it("a blocked conversation says so and disables the composer; the blocker may unblock", async () => {
    const user = setupUser();
    vi.mocked(setConversationBlocked).mockResolvedValue({ blocked: false });
    await open({ blocked: true, blockedBy: "user-1" });
    expect(await screen.findByText("You blocked this conversation. Unblock it to send messages again.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(screen.getByText(MESSAGE_MESSAGES.blocked)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unblock" }));
    await waitFor(() => expect(setConversationBlocked).toHaveBeenCalledWith(ID, false));
    // The live conversation lifts the block on the page.
    await conversation.emit(makeConversation({ id: ID }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toBeEnabled());
  });

  it("the other player sees who can unblock it, and no Unblock", async () => {
    await open({ blocked: true, blockedBy: "user-2" });
    expect(await screen.findByText("Riley Second blocked this conversation. Only they can unblock it.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unblock" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Block" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeDisabled();
  });
});

describe("the composer", () => {
  const box = () => screen.getByRole("textbox", { name: "Message" });

  it("sends with Enter, trimmed, and clears the box; Shift+Enter starts a new line", async () => {
    const user = setupUser();
    await open();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "  Running late{Shift>}{Enter}{/Shift}10 min  ");
    expect(sendMessage).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith(ID, "Running late\n10 min"));
    await waitFor(() => expect(box()).toHaveValue(""));
  });

  it("refuses a blank message with 'Write a message to send.' and sends nothing", async () => {
    const user = setupUser();
    await open();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "   ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MESSAGE_MESSAGES.empty)).toBeInTheDocument();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it("refuses more than 2000 characters and keeps the text", async () => {
    const user = setupUser();
    await open();
    const text = "x".repeat(2001);
    await user.click(await screen.findByRole("textbox", { name: "Message" }));
    await user.paste(text);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MESSAGE_MESSAGES.tooLong)).toBeInTheDocument();
    expect(box()).toHaveValue(text);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it("keeps the text when the server refuses, and says why", async () => {
    const user = setupUser();
    vi.mocked(sendMessage).mockRejectedValue(new AppError("permission-denied", MESSAGES_MESSAGES.failure.send, undefined, MESSAGE_MESSAGES.theyBlocked));
    await open();
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Hello?{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MESSAGES_MESSAGES.failure.send);
    expect(alert).toHaveTextContent(MESSAGE_MESSAGES.theyBlocked);
    expect(box()).toHaveValue("Hello?");
  });
});
