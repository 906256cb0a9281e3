import { doc, updateDoc } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { teamSearchTokens } from "@rallyhub/domain/searchTokens";
import { TEAMS_MESSAGES } from "../messages";

// A manager's edit of the team's details, apart from the reads in teamsRepository
// (which the home loads): a rename brings full search's tokens along.

/** What a new name brings along: its lower-case copy and full search's tokens (of the name, game type and city the details form saves with it). */
function namedFields(name: string, fields: Record<string, unknown>): Record<string, unknown> {
  const city = fields.city as { name?: unknown } | null | undefined;
  return {
    nameLower: name.toLowerCase(),
    searchTokens: teamSearchTokens({ name, gameType: typeof fields.gameType === "string" ? fields.gameType : "", cityName: typeof city?.name === "string" ? city.name : "" }),
  };
}

/** Managers edit the team's details (name, game, photo, description, city, topics); the rules allow those fields only. */
export async function updateTeamDetails(teamId: string, fields: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  try {
    const named = typeof fields.name === "string" ? namedFields(fields.name, fields) : {};
    if ("topics" in fields && "searchTokens" in named) {
      // A rename with every topic checked does not fit in the rules' expression budget: the tokens go in a write of their own.
      const { searchTokens, ...rest } = named;
      await updateDoc(doc(db, "teams", teamId), { ...fields, ...rest, updatedAt: Date.now() });
      await updateDoc(doc(db, "teams", teamId), { searchTokens, updatedAt: Date.now() });
    } else {
      await updateDoc(doc(db, "teams", teamId), { ...fields, ...named, updatedAt: Date.now() });
    }
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSave);
  }
}
