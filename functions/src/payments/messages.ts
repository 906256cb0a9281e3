/** What the event payment callables refuse with (the Functions' own sentences). */
export const PAYMENT_SERVER_MESSAGES = {
  free: "This game is free: join it without paying.",
  host: "You host this game: join it without paying.",
  paid: "You have already paid for this game.",
  full: "This game is full: there is no spot to pay for.",
  organizerCannotTakePayments: "The organizer cannot take payments right now. Please try again later.",
  checkoutFailed: "We could not start the payment. Please try again.",
} as const;
