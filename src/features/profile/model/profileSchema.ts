import { z } from "zod";
import { JOIN_REASONS } from "@/lib/session/userProfile";
import { PRONOUNS } from "@/lib/profileOptions/options";

/** Spec §5 Profile and §9 Input limits. */
export const PROFILE_LIMITS = {
  displayName: { min: 2, max: 25 },
  fullName: { min: 2, max: 300 },
  lastName: { min: 1, max: 100 },
  email: { max: 100 },
  minAge: 13,
  maxAge: 120,
} as const;

/**
 * Birthdate bounds (spec §5): at most 13 years ago, and no earlier than 1
 * January of the year 120 years back. Dates are local calendar days.
 */
export function birthdateBounds(now: Date): { min: Date; max: Date } {
  const year = now.getFullYear() - PROFILE_LIMITS.minAge;
  // 29 February in a year without one: the latest allowed day is 28 February, not 1 March.
  const lastDayOfMonth = new Date(year, now.getMonth() + 1, 0).getDate();
  const max = new Date(year, now.getMonth(), Math.min(now.getDate(), lastDayOfMonth));
  const min = new Date(now.getFullYear() - PROFILE_LIMITS.maxAge, 0, 1);
  return { min, max };
}

/** The extra name rule (spec §5 mentions one without its details): a name needs a letter and may not be a link or an e-mail. */
function sensibleName(value: string): boolean {
  return /\p{L}/u.test(value) && !/[@<>]|https?:|www\./i.test(value);
}

const trimmed = (label: string, min: number, max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(min, `${label} must be at least ${min} characters`)
        .max(max, `${label} must be at most ${max} characters`)
        .refine(sensibleName, `${label} must contain letters and cannot be a link or e-mail`),
    );

export const citySchema = z.object(
  {
    name: z.string().min(1, "Choose your area from the list"),
    lat: z.number(),
    lng: z.number(),
  },
  { error: "Choose your area from the list" },
);

/** The account's e-mail is its sign-in address: the server takes it from the sign-in token, so the form cannot set another. */
export const SIGN_IN_EMAIL_MESSAGE = "Use the e-mail address you sign in with";

const AGREE_MESSAGE = "Please accept the Terms of Service and Privacy Policy to continue";

export function profileSchema(now: Date = new Date(), accountEmail?: string | null) {
  const { min, max } = birthdateBounds(now);
  return z.object({
    displayName: trimmed("Display name", PROFILE_LIMITS.displayName.min, PROFILE_LIMITS.displayName.max),
    fullName: trimmed("First name", PROFILE_LIMITS.fullName.min, PROFILE_LIMITS.fullName.max),
    lastName: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().max(PROFILE_LIMITS.lastName.max, `Last name must be at most ${PROFILE_LIMITS.lastName.max} characters`)),
    email: z
      .string()
      .trim()
      .min(1, "Enter your e-mail")
      .max(PROFILE_LIMITS.email.max, `E-mail must be at most ${PROFILE_LIMITS.email.max} characters`)
      .pipe(z.email("Please enter a valid email address"))
      .refine((v) => !accountEmail || v.toLowerCase() === accountEmail.toLowerCase(), SIGN_IN_EMAIL_MESSAGE),
    gender: z.string().min(1, "Choose a gender"),
    // Optional (spec §5 requires only names, e-mail, games, city and the checkbox): "" is none chosen.
    pronouns: z.enum([...PRONOUNS, ""], "Choose your pronouns"),
    sports: z.array(z.string()).min(1, "Pick atleast one"),
    joinReason: z.enum([...JOIN_REASONS, ""], "Choose why you're joining").pipe(z.enum(JOIN_REASONS, "Choose why you're joining")),
    city: citySchema.nullable().refine((c) => c !== null, "Choose your area from the list"),
    // Optional (spec §5 gives only its bounds): null is none given; a date given must be whole and within them.
    birthdate: z
      .date("Enter your birthdate as MM/DD/YYYY")
      .refine((d) => !Number.isNaN(d.getTime()), { message: "Enter your birthdate as MM/DD/YYYY", abort: true })
      .refine((d) => d <= max, `You must be at least ${PROFILE_LIMITS.minAge} years old`)
      .refine((d) => d >= min, `Enter a birthdate after ${min.getFullYear()}`)
      .nullable(),
    phoneNumber: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\+?[\d\s().-]{7,20}$/.test(v), "Enter a phone number such as (512) 555-0100"),
    agree: z.boolean(AGREE_MESSAGE).pipe(z.literal(true, AGREE_MESSAGE)),
  });
}

/** Each field's label, in the form's order: what "still needed" names (issue 31). */
export const PROFILE_FIELD_LABELS = {
  displayName: "Display Name",
  email: "Email",
  fullName: "First Name",
  lastName: "Last Name",
  gender: "Gender",
  pronouns: "Pronouns",
  sports: "Sports / Games",
  joinReason: "Why are you joining?",
  city: "Go-To Area to Play",
  birthdate: "Birthdate",
  phoneNumber: "Phone",
  agree: "Terms of Service and Privacy Policy",
} as const satisfies Record<keyof z.input<ReturnType<typeof profileSchema>>, string>;

/**
 * The fields a save still waits on (missing or not yet right), by their labels in the
 * form's order, from the schema's issues: the form says why its button is disabled.
 */
export function stillNeeded(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>): string[] {
  const fields = new Set(issues.map((i) => i.path[0]));
  return Object.entries(PROFILE_FIELD_LABELS)
    .filter(([field]) => fields.has(field))
    .map(([, label]) => label);
}

/** What the form holds while it is being filled in (the schema's input): choices may still be empty. */
export type ProfileFormValues = z.input<ReturnType<typeof profileSchema>>;
export type ProfileInput = z.output<ReturnType<typeof profileSchema>>;
