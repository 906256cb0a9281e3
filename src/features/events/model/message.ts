import { z } from "zod";
import { joinersMessageSchema } from "@rallyhub/domain/events/joinersMessage";

/** The Players tab's "Message all players" form: the message messageJoiners takes (trimmed, not empty, within its limit). */
export const messageFormSchema = z.object({ message: joinersMessageSchema });
