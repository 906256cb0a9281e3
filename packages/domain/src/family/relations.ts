/** Spec §3 Family connection relation options (the form's, and what sendFamilyRequest takes). */
export const RELATIONS = ["parent", "child", "spouse", "sibling", "guardian", "other"] as const;
export type Relation = (typeof RELATIONS)[number];
