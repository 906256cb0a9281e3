/** What the Players Near You skeleton announces. */
export const NEARBY_LOADING_LABEL = "Loading players near you";
