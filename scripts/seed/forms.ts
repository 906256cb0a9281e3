// Forms as the form builder saves them (issue 14; packages/domain/src/forms/schema.ts):
// the demo organizer's club membership form (free) and league registration (a fee
// by division, with a deposit and a waiver).
import { formWriteSchema } from "@rallyhub/domain/stored/write/forms";
import { storedDoc, type StoredDoc, type WriteOf } from "./docs";
import type { Clock } from "./time";

type FormWrite = WriteOf<typeof formWriteSchema>;
type Question = FormWrite["fields"][number];

const q = (id: string, type: Question["type"], label: string, required: boolean, extra: Partial<Question> = {}): Question => ({
  id,
  type,
  label,
  required,
  helpText: "",
  options: [],
  waiverText: "",
  ...extra,
});
const opts = (...labels: string[]): Question["options"] => labels.map((label, i) => ({ id: `o${i + 1}`, label, fee: null }));

/** What the builder's values are saved with: the demo organizer made it, nobody has sent it yet. */
type FormContent = Pick<FormWrite, "title" | "description" | "fields" | "fee" | "deposit">;

function seededForm(id: string, content: FormContent, createdAt: Date): StoredDoc<typeof formWriteSchema> {
  return storedDoc(formWriteSchema, `forms/${id}`, {
    creatorId: "demo-organizer",
    creatorName: "Olivia",
    teamId: null,
    teamName: null,
    submissionCount: 0,
    createdAt,
    updatedAt: createdAt,
    ...content,
  });
}

/** forms/form-club-membership and forms/form-winter-league. */
export function buildForms({ daysAgo }: Clock): Array<StoredDoc<typeof formWriteSchema>> {
  return [
    seededForm(
      "form-club-membership",
      {
        title: "Austin Pickleball Club Membership",
        description: "Join the Austin Pickleball Club to get member rates at open play, clinics and leagues.",
        fields: [
          q("fullName", "short_text", "Full name", true),
          q("email", "email", "Email", true),
          q("phone", "phone", "Phone number", false),
          q("skill", "choice", "Skill level", true, { options: opts("Beginner (2.0-2.5)", "Intermediate (3.0-3.5)", "Advanced (4.0+)") }),
          q("loanerPaddle", "checkboxes", "Extras", false, { options: opts("I need a loaner paddle", "I'd like a clinic") }),
        ],
        fee: { mode: "none", amount: null, fieldId: null },
        deposit: null,
      },
      daysAgo(60, 540),
    ),
    seededForm(
      "form-winter-league",
      {
        title: "Winter League Registration",
        description: "Register for the eight-week winter doubles league. Partners are optional; solo players are paired by level.",
        fields: [
          q("fullName", "short_text", "Full name", true),
          q("partner", "short_text", "Partner's name (optional)", false),
          q("division", "choice", "Division", true, {
            options: [
              { id: "o1", label: "Recreational", fee: 60 },
              { id: "o2", label: "Intermediate", fee: 75 },
              { id: "o3", label: "Competitive", fee: 90 },
            ],
          }),
          q("nights", "checkboxes", "Nights you can play", true, { options: opts("Monday", "Tuesday", "Wednesday", "Thursday") }),
          q("waiver", "waiver", "Liability waiver", true, {
            waiverText:
              "Pickleball is a physical activity with a risk of injury. I take part in the Winter League at my own risk.\n\n" +
              "I release the Austin Pickleball Club, its organizers and the venues from claims for injury, loss or damage arising from league play, except where caused by their gross negligence.\n\n" +
              "I confirm that I am fit to play, and I agree that photos taken at league nights may be shared by the club.",
          }),
        ],
        fee: { mode: "option", amount: null, fieldId: "division" },
        deposit: 20,
      },
      daysAgo(14, 600),
    ),
  ];
}
