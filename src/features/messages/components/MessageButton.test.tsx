import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { liveSource } from "@/test/liveSource";
import { AppError } from "@/lib/errors";
import { openConversation, openTeamConversation } from "../api/messagesRepository";
import { watchUnreadConversations } from "../api/inboxRepository";
import MessageButton from "./MessageButton";
import MessagesButton from "./MessagesButton";
import TeamDiscussionButton from "./TeamDiscussionButton";
import { MESSAGES_MESSAGES } from "../messages";
import { MESSAGE_MESSAGES } from "@rallyhub/domain/messages/model";

vi.mock("../api/messagesRepository", () => ({ openConversation: vi.fn(), openTeamConversation: vi.fn() }));
vi.mock("../api/inboxRepository", () => ({ watchUnreadConversations: vi.fn() }));

beforeEach(() => {
  vi.mocked(openConversation).mockReset();
  vi.mocked(openTeamConversation).mockReset();
});

const routes = (element: React.ReactNode) => [
  { path: "/", element },
  { path: "/messages/:id", element: <p>Conversation page</p> },
];

describe("Message (on a player's profile)", () => {
  it("opens the direct conversation and goes to it", async () => {
    const user = userEvent.setup();
    vi.mocked(openConversation).mockResolvedValue({ conversationId: "dm_6_user-1_user-2" });
    const { router } = renderRoutes(routes(<MessageButton userId="user-2" />), { preloadedState: { auth: signedInAuth() } });
    await user.click(screen.getByRole("button", { name: "Message" }));
    expect(await screen.findByText("Conversation page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/messages/dm_6_user-1_user-2");
    expect(openConversation).toHaveBeenCalledWith("user-2");
  });

  it("shows the server's refusal and stays", async () => {
    const user = userEvent.setup();
    vi.mocked(openConversation).mockRejectedValue(new AppError("permission-denied", MESSAGES_MESSAGES.failure.open, undefined, MESSAGE_MESSAGES.notAccepting));
    const { router } = renderRoutes(routes(<MessageButton userId="user-2" />), { preloadedState: { auth: signedInAuth() } });
    await user.click(screen.getByRole("button", { name: "Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGE_MESSAGES.notAccepting);
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("Team discussion (on a team's page)", () => {
  it("opens teamDiscussion_{teamId} and goes to it", async () => {
    const user = userEvent.setup();
    vi.mocked(openTeamConversation).mockResolvedValue({ conversationId: "teamDiscussion_t1" });
    const { router } = renderRoutes(routes(<TeamDiscussionButton teamId="t1" />), { preloadedState: { auth: signedInAuth() } });
    await user.click(screen.getByRole("button", { name: "Team discussion" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/messages/teamDiscussion_t1"));
    expect(openTeamConversation).toHaveBeenCalledWith("t1");
  });
});

describe("Messages in the shell", () => {
  it("shows how many conversations have something unread, live", async () => {
    const inbox = liveSource<number>();
    vi.mocked(watchUnreadConversations).mockImplementation((_uid, onChange, onError) => inbox.watch(onChange, onError));
    renderRoutes(routes(<MessagesButton uid="user-1" />), { preloadedState: { auth: signedInAuth() } });
    await inbox.emit(0);
    expect(await screen.findByRole("link", { name: "Messages" })).toHaveAttribute("href", "/messages");
    await inbox.emit(3);
    expect(await screen.findByRole("link", { name: "Messages, 3 unread conversations" })).toBeInTheDocument();
    expect(watchUnreadConversations).toHaveBeenCalledWith("user-1", expect.any(Function), expect.any(Function));
  });
});
