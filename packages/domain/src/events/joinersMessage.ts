import { z } from "zod";

/** The organizer's message to everyone on a game's list (messageJoiners, the manage page's Players tab). */
export const JOINERS_MESSAGE_MAX = 2000;

export const JOINERS_MESSAGE_MESSAGES = {
  empty: "Write a message to send.",
} as const;

/** What messageJoiners accepts as the message (and what the form checks): trimmed, not empty, at most JOINERS_MESSAGE_MAX characters. */
export const joinersMessageSchema = z.string().trim().min(1, JOINERS_MESSAGE_MESSAGES.empty).max(JOINERS_MESSAGE_MAX);
