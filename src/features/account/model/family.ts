import type { FamilyMemberRow } from "@/features/users/model/types";

/** Spec §3 Family connection relation options. */
export const RELATIONS = ["parent", "child", "spouse", "sibling", "guardian", "other"] as const;
export type Relation = (typeof RELATIONS)[number];

export const RELATION_LABELS: Record<Relation, string> = {
  parent: "Parent",
  child: "Child",
  spouse: "Spouse",
  sibling: "Sibling",
  guardian: "Guardian",
  other: "Other",
};

export const FAMILY_MESSAGES = {
  relationRequired: "Choose the relation",
  selectUser: "Please search and select a user",
  selectFromResults: "Please select a user from the search results",
  noUser: "No user found with this email or UID",
  searchFailed: "Error searching for user. Please try again.",
  firstName: "First name is required",
  lastName: "Last name is required",
  phone: "Phone number is required",
  age: "Age must be between 1 and 120",
} as const;

/** Spec §9: search starts at 3 characters, after a 300 ms debounce. */
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export type RowProblem = keyof typeof FAMILY_MESSAGES;

/** Spec §5 Family members: what keeps a row from being saved. */
export function rowProblems(row: FamilyMemberRow): RowProblem[] {
  const problems: RowProblem[] = [];
  if (!row.relation) problems.push("relationRequired");
  if (row.isGthUser) {
    if (!row.userId) problems.push("selectUser");
  } else {
    if (!row.firstName.trim()) problems.push("firstName");
    if (!row.lastName.trim()) problems.push("lastName");
    if (!row.phoneNumber.trim()) problems.push("phone");
    if (row.age === null || !Number.isInteger(row.age) || row.age < 1 || row.age > 120) problems.push("age");
  }
  return problems;
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
