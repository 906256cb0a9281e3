/** Spec §2.1: on Create Team's form the game type labelled Other is placed first. */
export function gameTypesOtherFirst(gameTypes: readonly string[]): string[] {
  const rest = gameTypes.filter((g) => g !== "Other");
  return ["Other", ...rest];
}

/** A topic's id from its name ('Game day' → 'game-day'), unique among the team's other topics. */
export function topicIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 30) || "topic";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}
