import { z } from "zod";
import { EVENT_MESSAGES } from "./schema";

/** The organizer's message to everyone on a game's list (messageJoiners, the manage page's Players tab). */
export const JOINERS_MESSAGE_MAX = 2000;

/** What messageJoiners accepts as the message (and what the form checks): trimmed, not empty, at most JOINERS_MESSAGE_MAX characters. */
export const joinersMessageSchema = z.string().trim().min(1, EVENT_MESSAGES.joinersMessage.empty).max(JOINERS_MESSAGE_MAX);
