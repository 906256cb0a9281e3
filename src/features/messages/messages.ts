/** The messages pages' own copy (web only): what the client says when an operation fails for another reason (the server's own refusal is shown with it), and the empty list. */
export const MESSAGES_MESSAGES = {
  failure: {
    listLoad: "Your conversations could not be loaded.",
    conversationLoad: "This conversation could not be loaded.",
    messagesLoad: "The messages could not be loaded.",
    olderLoad: "Older messages could not be loaded.",
    send: "Your message could not be sent.",
    open: "The conversation could not be opened.",
    read: "The conversation could not be marked as read.",
    block: "The conversation could not be blocked. Please try again.",
    unblock: "The conversation could not be unblocked. Please try again.",
  },
  list: {
    empty: "No messages yet. Say hello!",
  },
} as const;
