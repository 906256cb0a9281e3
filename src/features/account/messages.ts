import { RADIUS_MAX, RADIUS_MIN } from "./model/radius";

/** The account pages' own copy (web only): the forms' messages. */
export const ACCOUNT_MESSAGES = {
  /** The activity subscription form's problems, by key. */
  activityForm: {
    invalidLocation: "Choose a city from the list.",
    radiusRange: `The radius must be a whole number of miles from ${RADIUS_MIN} to ${RADIUS_MAX}.`,
    invalidStartDate: "Enter a valid start date, or leave it empty.",
    invalidEndDate: "Enter a valid end date, or leave it empty.",
    endBeforeStart: "The end date cannot be before the start date.",
  },
  alternateEmail: {
    invalid: "Please enter a valid email address",
    duplicate: "This email is already added",
  },
  family: {
    relationRequired: "Choose the relation",
    selectUser: "Please search and select a user",
    selectFromResults: "Please select a user from the search results",
    noUser: "No user found with this email or UID",
    searchFailed: "Error searching for user. Please try again.",
    firstName: "First name is required",
    lastName: "Last name is required",
    phone: "Phone number is required",
    age: "Age must be between 1 and 120",
  },
} as const;
