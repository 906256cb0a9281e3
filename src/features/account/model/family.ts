import { z } from "zod";
import type { FamilyMemberRow } from "@/lib/session/userProfile";
import { RELATIONS, type Relation } from "@rallyhub/domain/family/relations";
import { ACCOUNT_MESSAGES } from "../messages";

/** Spec §3 Family connection relation options (those the sendFamilyRequest callable takes). */
export { RELATIONS, type Relation };

export const RELATION_LABELS: Record<Relation, string> = {
  parent: "Parent",
  child: "Child",
  spouse: "Spouse",
  sibling: "Sibling",
  guardian: "Guardian",
  other: "Other",
};

/** Spec §9: search starts at 3 characters, after a 300 ms debounce. */
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export type RowProblem = keyof typeof ACCOUNT_MESSAGES.family;

/** What the new-member form holds while it is being filled (the age as typed). */
export interface FamilyMemberFormValues {
  isGthUser: boolean;
  relation: string;
  userId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  age: string;
}

const PROBLEM_FIELDS: Record<Exclude<RowProblem, "selectFromResults" | "noUser" | "searchFailed">, keyof FamilyMemberFormValues> = {
  relationRequired: "relation",
  selectUser: "userId",
  firstName: "firstName",
  lastName: "lastName",
  phone: "phoneNumber",
  age: "age",
};

/**
 * Spec §5 Family members, the one schema of the add-member operation: a
 * relation always; an account holder needs a selected user; someone without
 * an account needs first name, last name, phone and an age of 1 to 120.
 */
export const familyMemberSchema = z
  .object({
    isGthUser: z.boolean(),
    relation: z.string(),
    userId: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    age: z.string(),
  })
  .superRefine((v, ctx) => {
    const problem = (key: keyof typeof PROBLEM_FIELDS) => ctx.addIssue({ code: "custom", path: [PROBLEM_FIELDS[key]], message: ACCOUNT_MESSAGES.family[key] });
    if (!(RELATIONS as readonly string[]).includes(v.relation)) problem("relationRequired");
    if (v.isGthUser) {
      if (!v.userId) problem("selectUser");
      return;
    }
    if (!v.firstName.trim()) problem("firstName");
    if (!v.lastName.trim()) problem("lastName");
    if (!v.phoneNumber.trim()) problem("phone");
    const age = v.age.trim();
    if (!/^\d+$/.test(age) || Number(age) < 1 || Number(age) > 120) problem("age");
  });

/** The member row a valid form stands for (a member without an account is named by their names). */
export function rowFromValues(id: string, v: FamilyMemberFormValues): FamilyMemberRow {
  const firstName = v.isGthUser ? "" : v.firstName.trim();
  const lastName = v.isGthUser ? "" : v.lastName.trim();
  return {
    id,
    relation: v.relation,
    isGthUser: v.isGthUser,
    userId: v.isGthUser ? v.userId : "",
    confirmed: false,
    firstName,
    lastName,
    age: v.isGthUser ? null : Number(v.age.trim()),
    phoneNumber: v.isGthUser ? "" : v.phoneNumber.trim(),
    displayName: v.isGthUser ? v.displayName : `${firstName} ${lastName}`.trim(),
  };
}

export function valuesFromRow(row: FamilyMemberRow): FamilyMemberFormValues {
  return {
    isGthUser: row.isGthUser,
    relation: row.relation,
    userId: row.userId,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    age: row.age === null ? "" : String(row.age),
  };
}

/** Spec §5 Family members: what keeps a row from being saved (the schema's problems, by name). */
export function rowProblems(row: FamilyMemberRow): RowProblem[] {
  const result = familyMemberSchema.safeParse(valuesFromRow(row));
  if (result.success) return [];
  return result.error.issues
    .map((issue) => (Object.keys(ACCOUNT_MESSAGES.family) as RowProblem[]).find((k) => ACCOUNT_MESSAGES.family[k] === issue.message))
    .filter((k): k is RowProblem => k !== undefined);
}

export function emptyRow(isGthUser: boolean): FamilyMemberRow {
  return {
    id: `row-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    relation: "",
    isGthUser,
    userId: "",
    confirmed: false,
    firstName: "",
    lastName: "",
    age: null,
    phoneNumber: "",
    displayName: "",
  };
}
