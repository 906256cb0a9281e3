import { BILLING_MESSAGES } from "@rallyhub/domain/billing/model";
import { PLATFORM_FEE_SENTENCE } from "@/lib/platformFee";

/** The billing pages' own copy (web only): what each billing read or write says when it fails (the spec's §8 sentences where it has one). */
export const BILLING_PAGE_MESSAGES = {
  failure: {
    plansLoad: "We could not load the plans. Please try again.",
    teamSubscriptionsLoad: "We could not load your team subscriptions. Please try again.",
    checkout: "We could not start the checkout. Please try again.",
    portal: "We could not open the billing portal. Please try again.",
    cancel: BILLING_MESSAGES.cancelFailed,
    link: BILLING_MESSAGES.linkFailed,
    connectCode: BILLING_MESSAGES.codeLinkFailed,
    account: BILLING_MESSAGES.connectionFailed,
    unlink: BILLING_MESSAGES.unlinkFailed,
    session: BILLING_MESSAGES.unknownSession,
    transactions: "We could not load your payments. Please try again.",
    teams: "We could not load your teams. Please try again.",
  },
  /** The pricing pages (issue 31): the fee on what players pay, beside the plans. */
  pricing: {
    feeTitle: "Fees on paid games",
    fee: PLATFORM_FEE_SENTENCE,
  },
  /** The invoices route for a player (issue 31): the bills organizers sent them. */
  playerInvoices: {
    description: "Invoices organizers sent you, and paying them.",
    intro: "Invoices organizers sent you. Pay an open one here; what you paid is in your",
    none: "No invoices to pay. When an organizer bills you, the invoice shows here with a Pay button.",
    organizers: "Sending invoices is for organizers: choose “Organize” as your reason for joining, link a payments account, or hold Organizer Pro.",
  },
} as const;
