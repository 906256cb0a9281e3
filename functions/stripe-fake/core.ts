import type Stripe from "stripe";
import { CATALOG, catalogPrice, catalogProduct, catalogPlan } from "./catalog";
import { invalidParam, invalidRequest, missing, StripeFakeError } from "./errors";
import * as build from "./objects";
import type { CardInfo } from "./objects";
import { emptyState, loadState, saveState, type State } from "./state";
import { addInterval, clone, formatAmount, newId } from "./util";
import { WebhookQueue, type Delivery } from "./webhooks";

export interface FakeOptions {
  stateFile: string | null;
  webhookUrl: string | null;
  webhookSecret: string;
  publicUrl: string;
  businessName: string;
  webhookRetryDelaysMs: number[];
}

/** Who asked: the API request (its id and idempotency key) and the connected account it acts for. */
export interface RequestInfo {
  id: string | null;
  idempotencyKey: string | null;
  account: string | null;
}

export const HOSTED: RequestInfo = { id: null, idempotencyKey: null, account: null };

type EventOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>;

/** The fields of `after` that differ from `before`, with their old values (an event's previous_attributes). */
export function previousAttributes<T extends object>(before: T, after: T): Partial<T> | undefined {
  const previous: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = clone(before[key]);
  }
  return Object.keys(previous).length ? previous : undefined;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

const ACTIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

export function isLive(sub: Stripe.Subscription): boolean {
  return ACTIVE_STATUSES.has(sub.status);
}

/**
 * The fake's state and everything that changes it: the API routes and the
 * hosted pages both act through these methods, so a page sends the same
 * events the API would.
 */
export class FakeStripe {
  state: State;
  readonly webhooks: WebhookQueue;
  private dirty = false;

  constructor(readonly options: FakeOptions) {
    this.state = loadState(options.stateFile);
    this.webhooks = new WebhookQueue({
      url: options.webhookUrl,
      secret: options.webhookSecret,
      retryDelaysMs: options.webhookRetryDelaysMs,
      payload: (id) => {
        const event = this.state.events[id];
        return event ? JSON.stringify(event, null, 2) : undefined;
      },
      onUpdate: (id, delivery) => {
        this.updateDelivery(id, delivery);
      },
    });
    // Deliveries a previous run left pending go out now, in their order.
    for (const [id, delivery] of Object.entries(this.state.deliveries)) {
      if (delivery.status === "pending" && this.state.events[id]) this.webhooks.enqueue(id);
    }
  }

  /** The fake's clock (unix seconds): the real time plus what POST /_fake/clock/advance added. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  touch(): void {
    this.dirty = true;
  }

  /** Writes the state file when something changed (or when `force`). */
  save(force = false): void {
    if (!this.dirty && !force) return;
    this.dirty = false;
    const cutoff = Date.now() - 24 * 3600 * 1000;
    for (const [key, record] of Object.entries(this.state.idempotency)) {
      if (record.at < cutoff) Reflect.deleteProperty(this.state.idempotency, key);
    }
    if (this.options.stateFile) saveState(this.options.stateFile, this.state);
  }

  /** Clears every object, event and delivery (the catalog stays: it is not state). */
  reset(): void {
    this.webhooks.clear();
    this.state = emptyState();
    this.dirty = true;
  }

  private updateDelivery(id: string, delivery: Delivery): void {
    const event = this.state.events[id];
    if (!event) return;
    this.state.deliveries[id] = delivery;
    event.pending_webhooks = delivery.status === "pending" ? 1 : 0;
    this.touch();
    this.save();
  }

  // ---- lookups ---------------------------------------------------------------------------

  /** Whether `id` may be seen by a request acting for `account` (null: the platform). */
  visible(id: string, account: string | null): boolean {
    return (this.state.owners[id] ?? null) === account;
  }

  private own(id: string, account: string | null): void {
    if (account) this.state.owners[id] = account;
  }

  price(id: string): Stripe.Price | undefined {
    const plan = catalogPlan(id);
    return plan ? catalogPrice(plan) : this.state.prices[id];
  }

  allPrices(): Stripe.Price[] {
    return [...CATALOG.map(catalogPrice), ...Object.values(this.state.prices)];
  }

  product(id: string): Stripe.Product | undefined {
    const plan = CATALOG.find((p) => p.productId === id);
    return plan ? catalogProduct(plan) : this.state.products[id];
  }

  productName(price: Stripe.Price | null | undefined): string {
    if (!price) return "Item";
    const product = typeof price.product === "string" ? this.product(price.product) : price.product;
    return product && "name" in product ? product.name : "Item";
  }

  customer(id: string, account: string | null, param = "id"): Stripe.Customer {
    const found = this.state.customers[id];
    if (!found || !this.visible(id, account)) throw missing("customer", id, param, param === "id" ? 404 : 400);
    return found;
  }

  subscription(id: string, account: string | null): Stripe.Subscription {
    const found = this.state.subscriptions[id];
    if (!found || !this.visible(id, account)) throw missing("subscription", id);
    return found;
  }

  account(id: string, param = "id"): Stripe.Account {
    const found = this.state.accounts[id];
    if (!found) throw missing("account", id, param, param === "id" ? 404 : 400);
    return found;
  }

  // ---- events ----------------------------------------------------------------------------

  /** Records an event (a snapshot of `object`) and queues its delivery to the webhook endpoint. */
  emit<T extends Stripe.Event.Type>(
    type: T,
    object: EventOf<T>["data"]["object"],
    opts: { previous?: EventOf<T>["data"]["previous_attributes"]; request?: RequestInfo; account?: string | null } = {},
  ): EventOf<T> {
    const request = opts.request ?? HOSTED;
    const account = opts.account ?? request.account;
    const base: Stripe.EventBase = {
      id: newId("evt", 24),
      object: "event",
      ...(account ? { account } : {}),
      api_version: build.API_VERSION,
      created: this.now(),
      data: { object: clone(object), ...(opts.previous ? { previous_attributes: clone(opts.previous) } : {}) },
      livemode: false,
      pending_webhooks: this.webhooks.url ? 1 : 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    // The object and previous attributes are typed by the event type (the parameters above).
    const event = base as EventOf<T>;
    this.state.events[event.id] = event;
    this.state.deliveries[event.id] = { status: this.webhooks.url ? "pending" : "none", attempts: 0, lastStatus: null, lastError: null, lastAttemptAt: null };
    this.touch();
    this.webhooks.enqueue(event.id);
    return event;
  }

  /** Delivers an event again (replay tests). */
  resend(id: string): void {
    const event = this.state.events[id];
    if (!event) throw missing("event", id);
    if (!this.webhooks.url) throw invalidRequest("The fake has no webhook URL (start it with webhookUrl / --webhook-url).");
    this.updateDelivery(id, { status: "pending", attempts: 0, lastStatus: null, lastError: null, lastAttemptAt: null });
    this.webhooks.enqueue(id);
  }

  // ---- customers -------------------------------------------------------------------------

  createCustomer(input: { email: string | null; name: string | null; description?: string | null; phone?: string | null; metadata: Stripe.Metadata }, request: RequestInfo): Stripe.Customer {
    const customer = build.customer({ created: this.now(), ...input });
    this.state.customers[customer.id] = customer;
    this.own(customer.id, request.account);
    this.emit("customer.created", customer, { request });
    return customer;
  }

  updateCustomer(customer: Stripe.Customer, change: (c: Stripe.Customer) => void, request: RequestInfo): Stripe.Customer {
    const before = clone(customer);
    change(customer);
    const previous = previousAttributes(before, customer);
    if (previous) this.emit("customer.updated", customer, { previous, request });
    this.touch();
    return customer;
  }

  deleteCustomer(customer: Stripe.Customer, request: RequestInfo): Stripe.DeletedCustomer {
    for (const sub of Object.values(this.state.subscriptions)) {
      if (idOf(sub.customer) === customer.id && sub.status !== "canceled") this.cancelNow(sub, request);
    }
    Reflect.deleteProperty(this.state.customers, customer.id);
    this.state.deletedCustomers[customer.id] = true;
    this.emit("customer.deleted", customer, { request });
    return build.deletedCustomer(customer.id);
  }

  // ---- checkout --------------------------------------------------------------------------

  /** Whether a session has passed its expiry (then it is expired, with its event). */
  expireIfDue(session: Stripe.Checkout.Session): void {
    if (session.status === "open" && session.expires_at <= this.now()) this.expireSession(session, HOSTED);
  }

  expireSession(session: Stripe.Checkout.Session, request: RequestInfo): Stripe.Checkout.Session {
    if (session.status !== "open") throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = "expired";
    session.url = null;
    this.emit("checkout.session.expired", session, { request, account: this.state.owners[session.id] ?? null });
    return session;
  }

  /**
   * Completes a Checkout Session that the hosted page got a good card for:
   * the customer (created from the e-mail when needed), the subscription and
   * its paid invoice, or the payment intent and its charge; then the events
   * (customer.created, customer.subscription.created, invoice.paid |
   * payment_intent.succeeded, checkout.session.completed). Runs without a
   * pause, so two submissions cannot both complete it.
   */
  completeCheckout(session: Stripe.Checkout.Session, input: { email: string; name: string; card: CardInfo }): void {
    if (session.status !== "open") return;
    const data = this.state.sessionData[session.id];
    if (!data) throw new Error(`session ${session.id} has no data`);
    const owner = this.state.owners[session.id] ?? null;
    const request: RequestInfo = { ...HOSTED, account: owner };
    const now = this.now();
    const card = { ...input.card };
    const email = session.customer_email ?? input.email;
    let customer: Stripe.Customer | null = session.customer ? (this.state.customers[idOf(session.customer) ?? ""] ?? null) : null;
    if (!customer && (session.mode === "subscription" || session.customer_creation === "always")) {
      customer = this.createCustomer({ email, name: input.name || null, metadata: {} }, request);
    }
    if (customer) this.state.cards[customer.id] = card;
    const currency = session.currency ?? "usd";

    if (session.mode === "subscription") {
      if (!customer) throw new Error("a subscription needs a customer");
      const subId = newId("sub", 24);
      const recurring = data.lineItems.filter((li) => li.price?.recurring);
      const first = recurring[0]?.price?.recurring;
      const periodEnd = addInterval(now, first?.interval ?? "month", first?.interval_count ?? 1);
      const items = recurring.map((li) => build.subscriptionItem({ subscription: subId, price: li.price as Stripe.Price, quantity: li.quantity ?? 1, created: now, periodStart: now, periodEnd }));
      const sub = build.subscription({
        id: subId,
        customer: customer.id,
        created: now,
        items,
        metadata: { ...data.subscriptionMetadata },
        latestInvoice: null,
        currency,
        defaultPaymentMethod: card.paymentMethod,
      });
      const inv = this.newInvoice(customer, sub, "subscription_create", now, now);
      sub.latest_invoice = inv.id;
      this.state.subscriptions[sub.id] = sub;
      this.own(sub.id, owner);
      this.emit("customer.subscription.created", sub, { request });
      this.emit("invoice.paid", inv, { request });
      session.subscription = sub.id;
      session.invoice = inv.id;
    } else {
      const chargeId = newId("ch", 24);
      const pi = build.paymentIntent({
        created: now,
        amount: session.amount_total ?? 0,
        currency,
        customer: customer?.id ?? null,
        description: data.paymentIntent.description,
        metadata: { ...data.paymentIntent.metadata },
        applicationFeeAmount: data.paymentIntent.applicationFeeAmount,
        transferDestination: data.paymentIntent.transferDestination,
        receiptEmail: data.paymentIntent.receiptEmail ?? email,
        paymentMethod: card.paymentMethod,
        latestCharge: chargeId,
      });
      const ch = build.charge({ id: chargeId, created: now, intent: pi, card, email });
      this.state.paymentIntents[pi.id] = pi;
      this.state.charges[ch.id] = ch;
      this.own(pi.id, owner);
      this.own(ch.id, owner);
      this.emit("payment_intent.succeeded", pi, { request });
      session.payment_intent = pi.id;
    }
    session.status = "complete";
    session.payment_status = "paid";
    session.customer = customer?.id ?? null;
    session.customer_details = { address: null, business_name: null, email, individual_name: null, name: input.name || null, phone: null, tax_exempt: "none", tax_ids: [] };
    session.collected_information = { business_name: null, individual_name: null, shipping_details: null };
    session.url = null;
    this.emit("checkout.session.completed", session, { request });
  }

  private newInvoice(customer: Stripe.Customer, sub: Stripe.Subscription, reason: Stripe.Invoice.BillingReason, periodStart: number, periodEnd: number): Stripe.Invoice {
    this.state.invoiceNumber += 1;
    const number = `${customer.invoice_prefix ?? "FAKE"}-${String(this.state.invoiceNumber).padStart(4, "0")}`;
    const inv = build.invoice({ created: this.now(), customer, subscription: sub, billingReason: reason, periodStart, periodEnd, number });
    this.state.invoices[inv.id] = inv;
    const owner = this.state.owners[sub.id];
    if (owner) this.state.owners[inv.id] = owner;
    return inv;
  }

  // ---- subscriptions ---------------------------------------------------------------------

  /**
   * Changes a subscription as POST /v1/subscriptions/:id does (and the
   * portal's actions): item prices and quantities, cancel at period end or
   * not, metadata; one customer.subscription.updated event with what changed.
   */
  updateSubscription(
    sub: Stripe.Subscription,
    change: { items?: { id: string; price?: string; quantity?: number; param: string }[]; cancelAtPeriodEnd?: boolean; metadata?: Stripe.Metadata; description?: string | null },
    request: RequestInfo,
  ): Stripe.Subscription {
    if (sub.status === "canceled" && (change.items?.length || change.cancelAtPeriodEnd !== undefined)) {
      throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
    }
    const before = clone(sub);
    for (const itemChange of change.items ?? []) {
      const item = sub.items.data.find((i) => i.id === itemChange.id);
      if (!item) throw invalidParam(`${itemChange.param}[id]`, `No such subscription item: '${itemChange.id}'`, "resource_missing");
      if (itemChange.price !== undefined) {
        const price = this.price(itemChange.price);
        if (!price) throw invalidParam(`${itemChange.param}[price]`, `No such price: '${itemChange.price}'`, "resource_missing");
        if (!price.recurring) throw invalidParam(`${itemChange.param}[price]`, "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.");
        if (price.currency !== sub.currency)
          throw invalidParam(`${itemChange.param}[price]`, `The price specified has currency ${price.currency}, which does not match the subscription's currency ${sub.currency}.`);
        item.price = price;
        item.plan = build.planOf(price);
      }
      if (itemChange.quantity !== undefined) {
        if (itemChange.quantity < 1) throw invalidParam(`${itemChange.param}[quantity]`, "Quantity must be at least 1.");
        item.quantity = itemChange.quantity;
      }
    }
    if (change.cancelAtPeriodEnd !== undefined && change.cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      sub.cancel_at_period_end = change.cancelAtPeriodEnd;
      if (change.cancelAtPeriodEnd) {
        sub.cancel_at = sub.items.data[0]?.current_period_end ?? this.now();
        sub.canceled_at = this.now();
        sub.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: "cancellation_requested" };
      } else {
        sub.cancel_at = null;
        sub.canceled_at = null;
        sub.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: null };
      }
    }
    if (change.metadata) sub.metadata = change.metadata;
    if (change.description !== undefined) sub.description = change.description;
    const previous = previousAttributes(before, sub);
    if (previous) this.emit("customer.subscription.updated", sub, { previous, request, account: this.state.owners[sub.id] ?? null });
    this.touch();
    return sub;
  }

  /** Ends a subscription now (DELETE /v1/subscriptions/:id, the portal's "Cancel now"). */
  cancelNow(sub: Stripe.Subscription, request: RequestInfo, comment: string | null = null): Stripe.Subscription {
    if (sub.status === "canceled") throw invalidRequest(`This subscription has already been canceled: '${sub.id}'`);
    const now = this.now();
    sub.status = "canceled";
    sub.canceled_at = now;
    sub.ended_at = now;
    sub.cancel_at = null;
    sub.cancel_at_period_end = false;
    sub.cancellation_details = { comment, feedback: null, feedback_option: null, reason: "cancellation_requested" };
    this.emit("customer.subscription.deleted", sub, { request, account: this.state.owners[sub.id] ?? null });
    return sub;
  }

  /**
   * What the passing of time does: open Checkout Sessions past their expiry
   * expire; subscriptions past their period end end (cancel at period end:
   * customer.subscription.deleted) or renew (a new period, a paid invoice:
   * invoice.paid, customer.subscription.updated).
   */
  sweep(): { expired: string[]; ended: string[]; renewed: string[] } {
    const result = { expired: [] as string[], ended: [] as string[], renewed: [] as string[] };
    const now = this.now();
    for (const session of Object.values(this.state.checkoutSessions)) {
      if (session.status === "open" && session.expires_at <= now) {
        this.expireSession(session, HOSTED);
        result.expired.push(session.id);
      }
    }
    for (const sub of Object.values(this.state.subscriptions)) {
      if (!isLive(sub)) continue;
      let renewed = false;
      const before = clone(sub);
      for (;;) {
        const item = sub.items.data[0];
        if (!item || item.current_period_end > now) break;
        const end = item.current_period_end;
        if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= end)) {
          if (renewed) this.emitRenewal(sub, before);
          renewed = false;
          sub.status = "canceled";
          sub.ended_at = sub.cancel_at ?? end;
          sub.canceled_at = sub.canceled_at ?? end;
          this.emit("customer.subscription.deleted", sub, { account: this.state.owners[sub.id] ?? null });
          result.ended.push(sub.id);
          break;
        }
        const interval = item.price.recurring?.interval ?? "month";
        const count = item.price.recurring?.interval_count ?? 1;
        // Periods count from the billing cycle anchor (Jan 31 → Feb 28 → Mar 31), as Stripe's do.
        let periods = 1;
        while (addInterval(sub.billing_cycle_anchor, interval, periods * count) <= end) periods++;
        const nextEnd = addInterval(sub.billing_cycle_anchor, interval, periods * count);
        for (const i of sub.items.data) {
          i.current_period_start = end;
          i.current_period_end = nextEnd;
        }
        const customer = this.state.customers[idOf(sub.customer) ?? ""];
        if (customer) {
          const inv = this.newInvoice(customer, sub, "subscription_cycle", end, sub.items.data[0]?.current_period_end ?? end);
          sub.latest_invoice = inv.id;
          this.emit("invoice.paid", inv, { account: this.state.owners[sub.id] ?? null });
        }
        renewed = true;
      }
      if (renewed) {
        this.emitRenewal(sub, before);
        result.renewed.push(sub.id);
      }
    }
    return result;
  }

  private emitRenewal(sub: Stripe.Subscription, before: Stripe.Subscription): void {
    const previous = previousAttributes(before, sub);
    if (previous) this.emit("customer.subscription.updated", sub, { previous, account: this.state.owners[sub.id] ?? null });
  }

  advanceClock(seconds: number): ReturnType<FakeStripe["sweep"]> & { now: number } {
    this.state.clockOffset += seconds;
    this.touch();
    return { ...this.sweep(), now: this.now() };
  }

  // ---- billing portal --------------------------------------------------------------------

  /** The portal's "Update card": the customer's card and default payment method (customer.updated). */
  updateCard(customer: Stripe.Customer, card: CardInfo): void {
    this.state.cards[customer.id] = card;
    this.updateCustomer(
      customer,
      (c) => {
        c.invoice_settings = { ...c.invoice_settings, default_payment_method: card.paymentMethod };
      },
      { ...HOSTED, account: this.state.owners[customer.id] ?? null },
    );
    for (const sub of Object.values(this.state.subscriptions)) {
      if (idOf(sub.customer) === customer.id && isLive(sub)) sub.default_payment_method = card.paymentMethod;
    }
  }

  // ---- refunds ---------------------------------------------------------------------------

  createRefund(
    input: { paymentIntent?: string; charge?: string; amount?: number; reason: Stripe.Refund.Reason | null; metadata: Stripe.Metadata; reverseTransfer: boolean },
    request: RequestInfo,
  ): Stripe.Refund {
    let ch: Stripe.Charge | undefined;
    if (input.paymentIntent) {
      const pi = this.state.paymentIntents[input.paymentIntent];
      if (!pi || !this.visible(pi.id, request.account)) throw missing("payment_intent", input.paymentIntent, "payment_intent", 400);
      if (pi.status !== "succeeded") throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, "payment_intent");
      ch = this.state.charges[idOf(pi.latest_charge) ?? ""];
      if (input.charge && ch?.id !== input.charge) throw invalidRequest(`Charge ${input.charge} does not belong to PaymentIntent ${pi.id}.`, "charge");
    } else if (input.charge) {
      ch = this.state.charges[input.charge];
      if (!ch || !this.visible(ch.id, request.account)) throw missing("charge", input.charge, "charge", 400);
    } else {
      throw invalidRequest("One of the following params should be provided for this request: payment_intent or charge.");
    }
    if (!ch) throw invalidRequest("This payment has no charge to refund.", "payment_intent");
    const remaining = ch.amount - ch.amount_refunded;
    if (remaining <= 0) {
      throw new StripeFakeError(400, { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${ch.id} has already been refunded.` });
    }
    const amount = input.amount ?? remaining;
    if (amount <= 0) throw invalidParam("amount", "Invalid positive integer");
    if (amount > remaining) {
      throw new StripeFakeError(400, {
        type: "invalid_request_error",
        code: "amount_too_large",
        param: "amount",
        message: `Refund amount (${formatAmount(amount, ch.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, ch.currency)})`,
      });
    }
    const refund = build.refund({ created: this.now(), amount, charge: ch, reason: input.reason, metadata: input.metadata, reverseTransfer: input.reverseTransfer });
    this.state.refunds[refund.id] = refund;
    this.own(refund.id, request.account);
    const before = clone(ch);
    ch.amount_refunded += amount;
    ch.refunded = ch.amount_refunded >= ch.amount;
    const refunds = ch.refunds?.data ?? [];
    ch.refunds = build.apiList([refund, ...refunds], `/v1/charges/${ch.id}/refunds`);
    this.emit("charge.refunded", ch, { previous: previousAttributes(before, ch), request });
    this.emit("refund.created", refund, { request });
    return refund;
  }

  // ---- connect ---------------------------------------------------------------------------

  createAccount(input: { type: Stripe.Account.Type; country: string; email: string | null; metadata: Stripe.Metadata; complete: boolean }): Stripe.Account {
    const account = build.account({ created: this.now(), ...input });
    this.state.accounts[account.id] = account;
    this.touch();
    return account;
  }

  /**
   * Demo data (`POST /_fake/seed/account`): a connected account with a fixed id that has
   * finished onboarding, made once (a second call with the same id leaves it as it is). No
   * events: the seed writes the app's side itself.
   */
  seedAccount(input: { id: string; type: Stripe.Account.Type; country: string; email: string | null }): Stripe.Account {
    const existing = this.state.accounts[input.id];
    if (existing) return existing;
    const account = build.account({ ...input, created: this.now(), metadata: {}, complete: true });
    this.state.accounts[account.id] = account;
    this.touch();
    return account;
  }

  /**
   * Demo data (`POST /_fake/seed/subscription`): a customer and an active subscription to a
   * catalog price, both with fixed ids and made once, the period starting `periodStart`
   * (unix seconds, default now), with its first invoice. No events, no card on file.
   */
  seedSubscription(input: { customer: string; email: string | null; name: string | null; subscription: string; price: string; metadata: Stripe.Metadata; periodStart?: number }): Stripe.Subscription {
    const existing = this.state.subscriptions[input.subscription];
    if (existing) return existing;
    const price = this.price(input.price);
    if (!price?.recurring) throw invalidRequest(`No such recurring price: '${input.price}'`, "price");
    const now = this.now();
    const customer = (this.state.customers[input.customer] ??= build.customer({ id: input.customer, created: now, email: input.email, name: input.name, metadata: {} }));
    const start = input.periodStart ?? now;
    const periodEnd = addInterval(start, price.recurring.interval, price.recurring.interval_count);
    const items = [build.subscriptionItem({ subscription: input.subscription, price, quantity: 1, created: start, periodStart: start, periodEnd })];
    const sub = build.subscription({
      id: input.subscription,
      customer: customer.id,
      created: start,
      items,
      metadata: { ...input.metadata },
      latestInvoice: null,
      currency: price.currency,
      defaultPaymentMethod: null,
    });
    const inv = this.newInvoice(customer, sub, "subscription_create", start, periodEnd);
    sub.latest_invoice = inv.id;
    this.state.subscriptions[sub.id] = sub;
    this.touch();
    return sub;
  }

  updateAccount(account: Stripe.Account, change: (a: Stripe.Account) => void, request: RequestInfo): Stripe.Account {
    const before = clone(account);
    change(account);
    const previous = previousAttributes(before, account);
    this.emit("account.updated", account, { previous, request, account: account.id });
    return account;
  }

  /**
   * Onboarding answers: the requirements given leave `currently_due`; when
   * none is left (or `finish`), the account can take charges and payouts.
   */
  submitOnboarding(account: Stripe.Account, values: Record<string, string>, finish: boolean): void {
    const details = (this.state.accountDetails[account.id] ??= {});
    Object.assign(details, values);
    this.updateAccount(
      account,
      (a) => {
        const due = (a.requirements?.currently_due ?? []).filter((r) => !(r in values));
        a.requirements = build.requirementsOf(due);
        if (values.business_type) a.business_type = values.business_type;
        if (values["tos_acceptance.date"]) a.tos_acceptance = { date: this.now(), ip: "127.0.0.1", user_agent: "Stripe fake onboarding" };
        if (finish && due.length === 0) {
          a.charges_enabled = true;
          a.payouts_enabled = true;
          a.details_submitted = true;
          a.capabilities = { card_payments: "active", transfers: "active" };
        }
      },
      HOSTED,
    );
  }

  deleteAccount(account: Stripe.Account): Stripe.DeletedAccount {
    Reflect.deleteProperty(this.state.accounts, account.id);
    Reflect.deleteProperty(this.state.oauthGrants, account.id);
    this.touch();
    return build.deletedAccount(account.id);
  }

  /** OAuth consent given: the standard account with that e-mail (found, else created, complete). */
  authorizeOAuth(input: { email: string; clientId: string; scope: string; clientName: string }): string {
    const email = input.email.trim();
    let account = Object.values(this.state.accounts).find((a) => a.type === "standard" && a.email?.toLowerCase() === email.toLowerCase());
    if (!account) {
      account = this.createAccount({ type: "standard", country: "US", email, metadata: {}, complete: true });
    } else if (!account.charges_enabled || !account.details_submitted) {
      this.submitOnboarding(account, Object.fromEntries((account.requirements?.currently_due ?? []).map((r) => [r, "provided"])), true);
    }
    const code = newId("ac", 24);
    this.state.oauthCodes[code] = { code, account: account.id, clientId: input.clientId, scope: input.scope, created: this.now(), used: false };
    const application: Stripe.Application = { id: input.clientId, object: "application", name: input.clientName };
    this.emit("account.application.authorized", application, { account: account.id });
    return code;
  }

  deauthorizeOAuth(accountId: string): void {
    const grant = this.state.oauthGrants[accountId];
    Reflect.deleteProperty(this.state.oauthGrants, accountId);
    const application: Stripe.Application = { id: grant?.clientId ?? "ca_unknown", object: "application", name: this.options.businessName };
    this.emit("account.application.deauthorized", application, { account: accountId });
  }

  /** Event payload helper for tests and the state summary. */
  summary(): Record<string, unknown> {
    const s = this.state;
    const deliveries = Object.values(s.deliveries);
    return {
      now: this.now(),
      clockOffset: s.clockOffset,
      counts: {
        customers: Object.keys(s.customers).length,
        checkoutSessions: Object.keys(s.checkoutSessions).length,
        subscriptions: Object.keys(s.subscriptions).length,
        invoices: Object.keys(s.invoices).length,
        paymentIntents: Object.keys(s.paymentIntents).length,
        charges: Object.keys(s.charges).length,
        refunds: Object.keys(s.refunds).length,
        accounts: Object.keys(s.accounts).length,
        portalSessions: Object.keys(s.portalSessions).length,
        events: Object.keys(s.events).length,
        idempotencyKeys: Object.keys(s.idempotency).length,
      },
      catalog: CATALOG.map((p) => p.priceId),
      webhooks: {
        url: this.webhooks.url,
        queued: this.webhooks.pending,
        delivered: deliveries.filter((d) => d.status === "delivered").length,
        pending: deliveries.filter((d) => d.status === "pending").length,
        failed: deliveries.filter((d) => d.status === "failed").length,
      },
      recentEvents: Object.values(s.events)
        .slice(-25)
        .reverse()
        .map((e) => ({ id: e.id, type: e.type, created: e.created, account: e.account ?? null, delivery: s.deliveries[e.id] ?? null })),
    };
  }
}
