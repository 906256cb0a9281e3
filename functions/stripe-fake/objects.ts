import Stripe from "stripe";
import { newId } from "./util";

/**
 * Builders of the objects the fake answers with, typed with the stripe
 * package's own types: a field the SDK's types add or change fails to
 * compile here. Fields the fake does not model carry Stripe's empty values.
 */

/** The API version the installed SDK speaks (events carry it). */
export const API_VERSION: string = Stripe.API_VERSION;

export function apiList<T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> {
  return { object: "list", data, has_more: hasMore, url };
}

export function decimal(value: number): Stripe.Decimal {
  return Stripe.Decimal.from(String(value));
}

export function customer(input: {
  id?: string;
  created: number;
  email: string | null;
  name: string | null;
  description?: string | null;
  phone?: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Customer {
  return {
    id: input.id ?? newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    discount: null,
    email: input.email,
    invoice_prefix: newId("", 8).slice(1).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: input.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

/** The legacy plan that mirrors a recurring price (subscription items carry both). */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount === null ? null : decimal(price.unit_amount),
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === "string" ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

export function subscriptionItem(input: { subscription: string; price: Stripe.Price; quantity: number; created: number; periodStart: number; periodEnd: number }): Stripe.SubscriptionItem {
  return {
    id: newId("si", 14),
    object: "subscription_item",
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(input.price),
    price: input.price,
    quantity: input.quantity,
    subscription: input.subscription,
    tax_rates: [],
  };
}

export function subscription(input: {
  id: string;
  customer: string;
  created: number;
  items: Stripe.SubscriptionItem[];
  metadata: Stripe.Metadata;
  latestInvoice: string | null;
  currency: string;
  defaultPaymentMethod: string | null;
}): Stripe.Subscription {
  return {
    id: input.id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.items[0]?.current_period_start ?? input.created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
    items: apiList(input.items, `/v1/subscription_items?subscription=${input.id}`),
    latest_invoice: input.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: "active",
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: null,
  };
}

export function invoice(input: {
  created: number;
  customer: Stripe.Customer;
  subscription: Stripe.Subscription;
  billingReason: Stripe.Invoice.BillingReason;
  periodStart: number;
  periodEnd: number;
  number: string;
  paymentIntent?: string | null;
}): Stripe.Invoice {
  const id = newId("in", 24);
  const sub = input.subscription;
  const lines: Stripe.InvoiceLineItem[] = sub.items.data.map((item) => {
    const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
    return {
      id: newId("il", 24),
      object: "line_item",
      amount,
      currency: item.price.currency,
      description: `${item.quantity ?? 1} × ${item.price.nickname ?? product}`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: sub.metadata,
      parent: {
        invoice_item_details: null,
        subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: item.id },
        type: "subscription_item_details",
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pretax_credit_amounts: [],
      pricing: { price_details: { price: item.price.id, product }, type: "price_details", unit_amount_decimal: item.price.unit_amount_decimal },
      quantity: item.quantity ?? 1,
      quantity_decimal: decimal(item.quantity ?? 1),
      subscription: sub.id,
      subtotal: amount,
      taxes: [],
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "RallyHub (Stripe fake)",
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: total,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: "charge_automatically",
    created: input.created,
    currency: sub.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: apiList(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: input.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: "paid",
    status_transitions: { finalized_at: input.created, marked_uncollectible_at: null, paid_at: input.created, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: input.created,
  };
}

export interface CardInfo {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  /** The fake payment method id the card stands for. */
  paymentMethod: string;
}

export function paymentIntent(input: {
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  applicationFeeAmount: number | null;
  transferDestination: string | null;
  receiptEmail: string | null;
  paymentMethod: string;
  latestCharge: string;
}): Stripe.PaymentIntent {
  const id = newId("pi", 24);
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: input.amount,
    application: null,
    application_fee_amount: input.applicationFeeAmount,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${newId("", 24).slice(1)}`,
    confirmation_method: "automatic",
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: input.latestCharge,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: input.transferDestination ? { destination: input.transferDestination } : null,
    transfer_group: input.transferDestination ? `group_${id}` : null,
  };
}

export function charge(input: { id: string; created: number; intent: Stripe.PaymentIntent; card: CardInfo; email: string | null }): Stripe.Charge {
  const pi = input.intent;
  const destination = pi.transfer_data ? (typeof pi.transfer_data.destination === "string" ? pi.transfer_data.destination : pi.transfer_data.destination.id) : null;
  return {
    id: input.id,
    object: "charge",
    amount: pi.amount,
    amount_captured: pi.amount,
    amount_refunded: 0,
    application: null,
    application_fee: pi.application_fee_amount ? newId("fee", 24) : null,
    application_fee_amount: pi.application_fee_amount,
    balance_transaction: newId("txn", 24),
    billing_details: { address: null, email: input.email, name: input.card.name, phone: null, tax_id: null },
    calculated_statement_descriptor: "RALLYHUB",
    captured: true,
    created: input.created,
    currency: pi.currency,
    customer: typeof pi.customer === "string" ? pi.customer : (pi.customer?.id ?? null),
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: pi.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      risk_score: 20,
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: pi.id,
    payment_method: input.card.paymentMethod,
    payment_method_details: null,
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: apiList([], `/v1/charges/${input.id}/refunds`),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    ...(destination ? { transfer: newId("tr", 24) } : {}),
    transfer_data: destination ? { amount: null, destination } : null,
    transfer_group: pi.transfer_group,
  };
}

export function refund(input: { created: number; amount: number; charge: Stripe.Charge; reason: Stripe.Refund.Reason | null; metadata: Stripe.Metadata; reverseTransfer: boolean }): Stripe.Refund {
  const ch = input.charge;
  return {
    id: newId("re", 24),
    object: "refund",
    amount: input.amount,
    balance_transaction: newId("txn", 24),
    charge: ch.id,
    created: input.created,
    currency: ch.currency,
    customer: typeof ch.customer === "string" ? ch.customer : (ch.customer?.id ?? null),
    customer_account: null,
    destination_details: { card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" }, type: "card" },
    metadata: input.metadata,
    payment_intent: typeof ch.payment_intent === "string" ? ch.payment_intent : (ch.payment_intent?.id ?? null),
    payment_method: ch.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: input.reverseTransfer && ch.transfer_data ? newId("trr", 24) : null,
  };
}

/** What a new connected account must still provide (Stripe's test-mode onboarding). */
export const ONBOARDING_REQUIREMENTS = ["business_type", "external_account", "individual.first_name", "individual.last_name", "individual.dob.day", "tos_acceptance.date"];

export function account(input: { id?: string; created: number; type: Stripe.Account.Type; country: string; email: string | null; metadata: Stripe.Metadata; complete: boolean }): Stripe.Account {
  const due = input.complete ? [] : [...ONBOARDING_REQUIREMENTS];
  const id = input.id ?? newId("acct", 16);
  return {
    id,
    object: "account",
    business_profile: {
      annual_revenue: null,
      estimated_worker_count: null,
      mcc: null,
      minority_owned_business_designation: null,
      name: null,
      product_description: null,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
    },
    business_type: null,
    capabilities: input.complete ? { card_payments: "active", transfers: "active" } : { card_payments: "inactive", transfers: "inactive" },
    charges_enabled: input.complete,
    controller:
      input.type === "standard"
        ? { is_controller: false, type: "account" }
        : { fees: { payer: "application" }, is_controller: true, losses: { payments: "application" }, requirement_collection: "stripe", stripe_dashboard: { type: "express" }, type: "application" },
    country: input.country,
    created: input.created,
    default_currency: input.country === "US" ? "usd" : "eur",
    details_submitted: input.complete,
    email: input.email,
    external_accounts: apiList([], `/v1/accounts/${id}/external_accounts`),
    future_requirements: { alternatives: [], current_deadline: null, currently_due: [], disabled_reason: null, errors: [], eventually_due: [], past_due: [], pending_verification: [] },
    metadata: input.metadata,
    payouts_enabled: input.complete,
    requirements: requirementsOf(due),
    settings: null,
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type: input.type,
  };
}

export function requirementsOf(due: string[]): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: due.length ? "requirements.past_due" : null,
    errors: [],
    eventually_due: [...due],
    past_due: [],
    pending_verification: [],
  };
}

export function lineItem(input: { price: Stripe.Price; quantity: number; description: string }): Stripe.LineItem {
  const amount = (input.price.unit_amount ?? 0) * input.quantity;
  return {
    id: newId("li", 24),
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: input.price.currency,
    description: input.description,
    metadata: {},
    price: input.price,
    quantity: input.quantity,
  };
}

/** An inline price (`price_data` of a Checkout line item): one-time, not in the catalog. */
export function inlinePrice(input: { created: number; currency: string; unitAmount: number; product: string }): Stripe.Price {
  return {
    id: newId("price", 24),
    object: "price",
    active: false,
    billing_scheme: "per_unit",
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: input.product,
    recurring: null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "one_time",
    unit_amount: input.unitAmount,
    unit_amount_decimal: decimal(input.unitAmount),
  };
}

export function inlineProduct(input: { created: number; name: string; description: string | null }): Stripe.Product {
  return {
    id: newId("prod", 14),
    object: "product",
    active: false,
    created: input.created,
    default_price: null,
    description: input.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: input.created,
    url: null,
  };
}

export function checkoutSession(input: {
  id: string;
  created: number;
  expiresAt: number;
  mode: Stripe.Checkout.Session.Mode;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  currency: string;
  amountTotal: number;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Stripe.Metadata;
  url: string;
  locale: Stripe.Checkout.Session.Locale | null;
}): Stripe.Checkout.Session {
  return {
    id: input.id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : input.mode === "payment" ? "if_required" : "always",
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation:
      input.mode === "payment"
        ? { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } }
        : null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: input.url,
    wallet_options: null,
  };
}

export function portalSession(input: { id: string; created: number; customer: string; returnUrl: string | null; url: string }): Stripe.BillingPortal.Session {
  return {
    id: input.id,
    object: "billing_portal.session",
    configuration: "bpc_fake_default",
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: input.url,
  };
}

export function accountLink(input: { created: number; expiresAt: number; url: string }): Stripe.AccountLink {
  return { object: "account_link", created: input.created, expires_at: input.expiresAt, url: input.url };
}

export function deletedAccount(id: string): Stripe.DeletedAccount {
  return { id, object: "account", deleted: true };
}

export function deletedCustomer(id: string): Stripe.DeletedCustomer {
  return { id, object: "customer", deleted: true };
}
