import type Stripe from "stripe";
import { CATALOG } from "./catalog";
import { idOf, type FakeStripe, type RequestInfo } from "./core";
import { invalidParam, invalidRequest, missing, missingParam, OAuthFakeError, unrecognizedUrl } from "./errors";
import type { Params } from "./form";
import * as build from "./objects";
import { clone, isEmail, isHttpUrl, newId, randomId } from "./util";

/** One API call: the parameters (the query for GET and DELETE, else the body), who asks. */
export interface ApiContext {
  fake: FakeStripe;
  method: string;
  path: string;
  params: Params;
  request: RequestInfo;
}

export interface ApiResult {
  status: number;
  body: unknown;
}

type Handler = (ctx: ApiContext, ...ids: string[]) => unknown;

/** Countries Stripe Connect accounts can be in (what `country` is checked against). */
const COUNTRIES = new Set("AE AT AU BE BG BR CA CH CY CZ DE DK EE ES FI FR GB GI GR HK HR HU IE IN IT JP LI LT LU LV MT MX MY NL NO NZ PL PT RO SE SG SI SK TH US".split(" "));

// ---- helpers --------------------------------------------------------------------------------

function listOf<T extends { id: string }>(ctx: ApiContext, oldestFirst: T[], url: string): Stripe.ApiList<T> {
  const limit = ctx.params.int("limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam("limit", "Invalid limit: must be between 1 and 100");
  let items = [...oldestFirst].reverse();
  const after = ctx.params.optional("starting_after");
  const before = ctx.params.optional("ending_before");
  if (after) {
    const i = items.findIndex((x) => x.id === after);
    if (i < 0) throw missing("object", after, "starting_after", 400);
    items = items.slice(i + 1);
  }
  if (before) {
    const i = items.findIndex((x) => x.id === before);
    if (i < 0) throw missing("object", before, "ending_before", 400);
    items = items.slice(0, i);
    return build.apiList(clone(items.slice(-limit)), url, items.length > limit);
  }
  return build.apiList(clone(items.slice(0, limit)), url, items.length > limit);
}

function lookupById(fake: FakeStripe, id: string, account: string | null): unknown {
  const s = fake.state;
  const owned = (obj: { id: string } | undefined): unknown => (obj && fake.visible(obj.id, account) ? obj : undefined);
  if (id.startsWith("cus_")) return owned(s.customers[id]);
  if (id.startsWith("sub_")) return owned(s.subscriptions[id]);
  if (id.startsWith("in_")) return owned(s.invoices[id]);
  if (id.startsWith("pi_")) return owned(s.paymentIntents[id]);
  if (id.startsWith("ch_")) return owned(s.charges[id]);
  if (id.startsWith("re_")) return owned(s.refunds[id]);
  if (id.startsWith("cs_")) return owned(s.checkoutSessions[id]);
  if (id.startsWith("acct_")) return s.accounts[id];
  if (id.startsWith("price_")) return fake.price(id);
  if (id.startsWith("prod_")) return fake.product(id);
  return undefined;
}

function expandAt(fake: FakeStripe, node: unknown, path: string[], account: string | null): unknown {
  if (!path.length || node === null || typeof node !== "object") return node;
  const [head, ...rest] = path;
  if (head === undefined) return node;
  const record = node as Record<string, unknown>;
  if (record.object === "list" && head === "data" && Array.isArray(record.data)) {
    record.data = record.data.map((item) => expandAt(fake, item, rest, account));
    return record;
  }
  let value = record[head];
  if (head === "line_items" && record.object === "checkout.session") {
    const items = fake.state.sessionData[String(record.id)]?.lineItems ?? [];
    value = build.apiList(clone(items), `/v1/checkout/sessions/${String(record.id)}/line_items`);
  } else if (typeof value === "string") {
    const found = lookupById(fake, value, account);
    if (found === undefined) return record;
    value = clone(found);
  }
  record[head] = expandAt(fake, value, rest, account);
  return record;
}

/** The object with `expand[]` applied (ids replaced by the objects; unknown paths left alone). */
function expanded<T>(ctx: ApiContext, object: T): T {
  const copy = clone(object);
  for (const path of ctx.params.strings("expand")) expandAt(ctx.fake, copy, path.split("."), ctx.request.account);
  return copy;
}

function email(p: Params, key = "email"): string | null | undefined {
  const value = p.str(key);
  if (value === undefined) return undefined;
  if (value === "") return null;
  if (!isEmail(value)) throw invalidParam(p.name(key), `Invalid email address: ${value}`, "email_invalid");
  return value;
}

function url(p: Params, key: string, required: boolean): string | undefined {
  const value = required ? p.required(key) : p.optional(key);
  if (value === undefined) return undefined;
  if (!isHttpUrl(value.replaceAll("{CHECKOUT_SESSION_ID}", "x"))) throw invalidParam(p.name(key), "Not a valid URL", "url_invalid");
  return value;
}

function nullable(p: Params, key: string): string | null | undefined {
  const value = p.str(key);
  if (value === undefined) return undefined;
  return value === "" ? null : value;
}

function owned<T extends { id: string }>(ctx: ApiContext, kind: string, found: T | undefined, id: string): T {
  if (!found || !ctx.fake.visible(found.id, ctx.request.account)) throw missing(kind, id);
  return found;
}

// ---- catalog --------------------------------------------------------------------------------

const getProduct: Handler = (ctx, id = "") => {
  const product = ctx.fake.product(id);
  if (!product) throw missing("product", id);
  return expanded(ctx, product);
};

const listProducts: Handler = (ctx) => {
  const active = ctx.params.bool("active");
  const ids = ctx.params.strings("ids");
  const all = [...new Map(CATALOG.map((p) => [p.productId, ctx.fake.product(p.productId)])).values(), ...Object.values(ctx.fake.state.products)].filter(
    (p): p is Stripe.Product => p !== undefined && (active === undefined || p.active === active) && (!ids.length || ids.includes(p.id)),
  );
  return listOf(ctx, all.reverse(), "/v1/products");
};

const getPrice: Handler = (ctx, id = "") => {
  const price = ctx.fake.price(id);
  if (!price) throw missing("price", id);
  return expanded(ctx, price);
};

const listPrices: Handler = (ctx) => {
  const p = ctx.params;
  const product = p.optional("product");
  const active = p.bool("active");
  const type = p.oneOf("type", ["one_time", "recurring"]);
  const currency = p.optional("currency")?.toLowerCase();
  const lookupKeys = p.strings("lookup_keys");
  const interval = p.child("recurring")?.optional("interval");
  const prices = ctx.fake
    .allPrices()
    .filter(
      (price) =>
        (!product || price.product === product) &&
        (active === undefined || price.active === active) &&
        (!type || price.type === type) &&
        (!currency || price.currency === currency) &&
        (!lookupKeys.length || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
        (!interval || price.recurring?.interval === interval),
    );
  return expanded(ctx, listOf(ctx, [...prices].reverse(), "/v1/prices"));
};

// ---- customers ------------------------------------------------------------------------------

const createCustomer: Handler = (ctx) => {
  const p = ctx.params;
  return ctx.fake.createCustomer(
    { email: email(p) ?? null, name: nullable(p, "name") ?? null, description: nullable(p, "description") ?? null, phone: nullable(p, "phone") ?? null, metadata: p.metadata() ?? {} },
    ctx.request,
  );
};

const getCustomer: Handler = (ctx, id = "") => {
  if (ctx.fake.state.deletedCustomers[id]) return build.deletedCustomer(id);
  return expanded(ctx, ctx.fake.customer(id, ctx.request.account));
};

const updateCustomer: Handler = (ctx, id = "") => {
  const p = ctx.params;
  const customer = ctx.fake.customer(id, ctx.request.account);
  const newEmail = email(p);
  const settings = p.child("invoice_settings");
  const defaultPm = settings ? nullable(settings, "default_payment_method") : undefined;
  return ctx.fake.updateCustomer(
    customer,
    (c) => {
      if (newEmail !== undefined) c.email = newEmail;
      const name = nullable(p, "name");
      if (name !== undefined) c.name = name;
      const description = nullable(p, "description");
      if (description !== undefined) c.description = description;
      const phone = nullable(p, "phone");
      if (phone !== undefined) c.phone = phone;
      const metadata = p.metadata("metadata", c.metadata);
      if (metadata) c.metadata = metadata;
      if (defaultPm !== undefined) c.invoice_settings = { ...c.invoice_settings, default_payment_method: defaultPm };
    },
    ctx.request,
  );
};

const deleteCustomer: Handler = (ctx, id = "") => ctx.fake.deleteCustomer(ctx.fake.customer(id, ctx.request.account), ctx.request);

const listCustomers: Handler = (ctx) => {
  const wanted = ctx.params.optional("email");
  const customers = Object.values(ctx.fake.state.customers).filter((c) => ctx.fake.visible(c.id, ctx.request.account) && (wanted === undefined || c.email === wanted));
  return expanded(ctx, listOf(ctx, customers, "/v1/customers"));
};

// ---- checkout -------------------------------------------------------------------------------

const createCheckoutSession: Handler = (ctx) => {
  const { fake, params: p } = ctx;
  const account = ctx.request.account;
  const now = fake.now();
  const mode = p.oneOf("mode", ["payment", "subscription", "setup"]);
  if (!mode) throw missingParam("mode");
  if (mode === "setup") throw invalidParam("mode", "The Stripe fake supports Checkout in payment and subscription mode only.");
  if (p.strings("payment_method_types").some((t) => t !== "card")) throw invalidParam("payment_method_types", "The Stripe fake takes card payments only (payment_method_types[]=card).");
  const uiMode = p.optional("ui_mode");
  if (uiMode && uiMode !== "hosted") throw invalidParam("ui_mode", "The Stripe fake supports hosted Checkout only (ui_mode=hosted).");
  const customerId = p.optional("customer");
  const customerEmail = email(p, "customer_email") ?? null;
  if (customerId && customerEmail) throw invalidRequest("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  if (customerId) {
    if (fake.state.deletedCustomers[customerId]) throw missing("customer", customerId, "customer", 400);
    fake.customer(customerId, account, "customer");
  }
  const successUrl = url(p, "success_url", false) ?? null;
  const cancelUrl = url(p, "cancel_url", false) ?? null;
  const clientReferenceId = p.optional("client_reference_id") ?? null;
  if (clientReferenceId && clientReferenceId.length > 200) throw invalidParam("client_reference_id", "client_reference_id can have up to 200 characters");

  const itemParams = p.objects("line_items");
  if (!itemParams.length) throw missingParam("line_items");
  const lineItems = itemParams.map((li) => {
    const quantity = li.int("quantity");
    if (quantity === undefined) throw missingParam(li.name("quantity"));
    if (quantity < 1 || quantity > 999_999) throw invalidParam(li.name("quantity"), "Quantity must be between 1 and 999999.");
    const priceId = li.optional("price");
    const data = li.child("price_data");
    if (priceId && data) throw invalidRequest("You may only specify one of these parameters: price, price_data.", li.name("price"));
    let price: Stripe.Price | undefined;
    if (priceId) {
      price = fake.price(priceId);
      if (!price) throw missing("price", priceId, li.name("price"), 400);
    } else if (data) {
      const currency = data.required("currency").toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(data.name("currency"), `Invalid currency: ${currency}`);
      const unitAmount = data.int("unit_amount");
      if (unitAmount === undefined) throw missingParam(data.name("unit_amount"));
      if (unitAmount < 0) throw invalidParam(data.name("unit_amount"), "Invalid non-negative integer");
      let productId = data.optional("product");
      const productData = data.child("product_data");
      if (productId) {
        if (!fake.product(productId)) throw missing("product", productId, data.name("product"), 400);
      } else if (productData) {
        const product = build.inlineProduct({ created: now, name: productData.required("name"), description: productData.optional("description") ?? null });
        fake.state.products[product.id] = product;
        productId = product.id;
      } else {
        throw missingParam(data.name("product_data"));
      }
      price = build.inlinePrice({ created: now, currency, unitAmount, product: productId });
      const recurring = data.child("recurring");
      if (recurring) {
        const interval = recurring.oneOf("interval", ["day", "week", "month", "year"]);
        if (!interval) throw missingParam(recurring.name("interval"));
        price.recurring = { interval, interval_count: recurring.int("interval_count") ?? 1, meter: null, trial_period_days: null, usage_type: "licensed" };
        price.type = "recurring";
      }
      fake.state.prices[price.id] = price;
    } else {
      throw missingParam(li.name("price"));
    }
    if (mode === "payment" && price.recurring) {
      throw invalidParam(li.name("price"), "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.");
    }
    if (mode === "subscription" && !price.recurring) {
      throw invalidParam(li.name("price"), "The Stripe fake supports recurring prices only in `subscription` mode.");
    }
    return build.lineItem({ price, quantity, description: fake.productName(price) });
  });
  const currency = lineItems[0]?.currency ?? "usd";
  if (lineItems.some((li) => li.currency !== currency)) throw invalidParam("line_items", "All line items must have the same currency.");
  if (mode === "subscription") {
    const key = (li: Stripe.LineItem): string => `${li.price?.recurring?.interval ?? ""}/${li.price?.recurring?.interval_count ?? 1}`;
    if (lineItems.some((li) => key(li) !== key(lineItems[0] as Stripe.LineItem))) {
      throw invalidParam("line_items", "Checkout does not support multiple prices with different billing intervals.");
    }
  }
  const amount = lineItems.reduce((sum, li) => sum + li.amount_total, 0);
  if (mode === "payment" && amount < 50) throw invalidParam("line_items", `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`);

  const piData = p.child("payment_intent_data");
  const subData = p.child("subscription_data");
  if (piData && mode !== "payment") throw invalidParam("payment_intent_data", "You can not pass `payment_intent_data` in `subscription` mode.");
  if (subData && mode !== "subscription") throw invalidParam("subscription_data", "You can not pass `subscription_data` in `payment` mode.");
  const fee = piData?.int("application_fee_amount") ?? null;
  const transfer = piData?.child("transfer_data");
  const destination = transfer ? transfer.required("destination") : null;
  if (destination) {
    const param = "payment_intent_data[transfer_data][destination]";
    const target = fake.state.accounts[destination];
    if (!target) throw missing("destination", destination, param, 400);
    if (target.capabilities?.transfers !== "active") {
      throw invalidRequest("Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments", param);
    }
  }
  if (fee !== null) {
    const param = "payment_intent_data[application_fee_amount]";
    if (!destination && !account) {
      throw invalidRequest(
        "Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).",
        param,
      );
    }
    if (fee < 0 || fee > amount) throw invalidParam(param, "The application fee must be between 0 and the amount of the payment.");
  }
  const expiresAt = p.int("expires_at") ?? now + 24 * 3600;
  if (expiresAt < now + 30 * 60 - 60 || expiresAt > now + 24 * 3600 + 60)
    throw invalidParam("expires_at", "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.");
  const customerCreation = p.oneOf("customer_creation", ["always", "if_required"]);
  if (customerCreation && mode !== "payment") throw invalidParam("customer_creation", "`customer_creation` can only be used in `payment` mode.");

  const id = `cs_test_${randomId(58)}`;
  const session = build.checkoutSession({
    id,
    created: now,
    expiresAt,
    mode,
    customer: customerId ?? null,
    customerEmail,
    clientReferenceId,
    currency,
    amountTotal: amount,
    successUrl,
    cancelUrl,
    metadata: p.metadata() ?? {},
    url: `${fake.options.publicUrl}/checkout/${id}`,
    locale: null,
  });
  if (customerCreation && !customerId) session.customer_creation = customerCreation;
  fake.state.checkoutSessions[id] = session;
  fake.state.sessionData[id] = {
    lineItems,
    subscriptionMetadata: subData?.metadata() ?? {},
    paymentIntent: {
      metadata: piData?.metadata() ?? {},
      description: piData?.optional("description") ?? null,
      applicationFeeAmount: fee,
      transferDestination: destination,
      receiptEmail: piData ? (email(piData, "receipt_email") ?? null) : null,
    },
  };
  if (account) fake.state.owners[id] = account;
  fake.touch();
  return expanded(ctx, session);
};

function session(ctx: ApiContext, id: string): Stripe.Checkout.Session {
  const found = owned(ctx, "checkout.session", ctx.fake.state.checkoutSessions[id], id);
  ctx.fake.expireIfDue(found);
  return found;
}

const getCheckoutSession: Handler = (ctx, id = "") => expanded(ctx, session(ctx, id));

const listLineItems: Handler = (ctx, id = "") => {
  session(ctx, id);
  return expanded(ctx, listOf(ctx, [...(ctx.fake.state.sessionData[id]?.lineItems ?? [])].reverse(), `/v1/checkout/sessions/${id}/line_items`));
};

const expireCheckoutSession: Handler = (ctx, id = "") => expanded(ctx, ctx.fake.expireSession(session(ctx, id), ctx.request));

const listCheckoutSessions: Handler = (ctx) => {
  const p = ctx.params;
  const customer = p.optional("customer");
  const subscription = p.optional("subscription");
  const paymentIntent = p.optional("payment_intent");
  const status = p.oneOf("status", ["open", "complete", "expired"]);
  const sessions = Object.values(ctx.fake.state.checkoutSessions).filter(
    (s) =>
      ctx.fake.visible(s.id, ctx.request.account) &&
      (!customer || idOf(s.customer) === customer) &&
      (!subscription || idOf(s.subscription) === subscription) &&
      (!paymentIntent || idOf(s.payment_intent) === paymentIntent) &&
      (!status || s.status === status),
  );
  return expanded(ctx, listOf(ctx, sessions, "/v1/checkout/sessions"));
};

// ---- subscriptions and invoices -------------------------------------------------------------

const getSubscription: Handler = (ctx, id = "") => expanded(ctx, ctx.fake.subscription(id, ctx.request.account));

const listSubscriptions: Handler = (ctx) => {
  const p = ctx.params;
  const customer = p.optional("customer");
  const price = p.optional("price");
  const status = p.oneOf("status", ["active", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "trialing", "paused", "all", "ended"]);
  const subs = Object.values(ctx.fake.state.subscriptions).filter(
    (s) =>
      ctx.fake.visible(s.id, ctx.request.account) &&
      (!customer || idOf(s.customer) === customer) &&
      (!price || s.items.data.some((i) => i.price.id === price)) &&
      (status === "all"
        ? true
        : status === "ended"
          ? s.status === "canceled" || s.status === "incomplete_expired"
          : status
            ? s.status === status
            : s.status !== "canceled" && s.status !== "incomplete_expired"),
  );
  return expanded(ctx, listOf(ctx, subs, "/v1/subscriptions"));
};

const updateSubscription: Handler = (ctx, id = "") => {
  const p = ctx.params;
  const sub = ctx.fake.subscription(id, ctx.request.account);
  p.oneOf("proration_behavior", ["create_prorations", "none", "always_invoice"]);
  const items = p.objects("items").map((item) => {
    if (item.has("deleted") || !item.optional("id")) {
      throw invalidParam(item.name("id"), "The Stripe fake changes existing subscription items only: pass items[i][id] with items[i][price] or items[i][quantity].");
    }
    return { id: item.required("id"), price: item.optional("price"), quantity: item.int("quantity"), param: item.prefix };
  });
  const description = nullable(p, "description");
  return expanded(
    ctx,
    ctx.fake.updateSubscription(
      sub,
      { items, cancelAtPeriodEnd: p.bool("cancel_at_period_end"), metadata: p.metadata("metadata", sub.metadata), ...(description !== undefined ? { description } : {}) },
      ctx.request,
    ),
  );
};

const cancelSubscription: Handler = (ctx, id = "") => {
  const sub = ctx.fake.subscription(id, ctx.request.account);
  const comment = ctx.params.child("cancellation_details")?.optional("comment") ?? null;
  ctx.params.bool("invoice_now");
  ctx.params.bool("prorate");
  return expanded(ctx, ctx.fake.cancelNow(sub, ctx.request, comment));
};

const getInvoice: Handler = (ctx, id = "") => expanded(ctx, owned(ctx, "invoice", ctx.fake.state.invoices[id], id));

const listInvoices: Handler = (ctx) => {
  const customer = ctx.params.optional("customer");
  const subscription = ctx.params.optional("subscription");
  const invoices = Object.values(ctx.fake.state.invoices).filter(
    (inv) => ctx.fake.visible(inv.id, ctx.request.account) && (!customer || idOf(inv.customer) === customer) && (!subscription || inv.parent?.subscription_details?.subscription === subscription),
  );
  return expanded(ctx, listOf(ctx, invoices, "/v1/invoices"));
};

// ---- billing portal -------------------------------------------------------------------------

const createPortalSession: Handler = (ctx) => {
  const p = ctx.params;
  const customerId = p.required("customer");
  if (ctx.fake.state.deletedCustomers[customerId]) throw missing("customer", customerId, "customer", 400);
  ctx.fake.customer(customerId, ctx.request.account, "customer");
  const returnUrl = url(p, "return_url", false) ?? null;
  const id = newId("bps", 24);
  const portal = build.portalSession({ id, created: ctx.fake.now(), customer: customerId, returnUrl, url: `${ctx.fake.options.publicUrl}/portal/${id}` });
  ctx.fake.state.portalSessions[id] = portal;
  ctx.fake.touch();
  return portal;
};

// ---- connect --------------------------------------------------------------------------------

const createAccount: Handler = (ctx) => {
  const p = ctx.params;
  const type = p.oneOf("type", ["express", "standard", "custom"]);
  if (!type && !p.child("controller")) throw missingParam("type");
  const countryParam = p.optional("country") ?? "US";
  const country = countryParam.toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || !COUNTRIES.has(country)) {
    throw invalidParam(
      "country",
      `Country '${countryParam}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'. A full list of country codes is available at https://stripe.com/docs/connect/cross-border-payouts#country-availability`,
      "country_unsupported",
    );
  }
  const account = ctx.fake.createAccount({ type: type ?? "express", country, email: email(p) ?? null, metadata: p.metadata() ?? {}, complete: false });
  const businessType = p.oneOf("business_type", ["individual", "company", "non_profit", "government_entity"]);
  if (businessType) {
    account.business_type = businessType;
    account.requirements = build.requirementsOf((account.requirements?.currently_due ?? []).filter((r) => r !== "business_type"));
  }
  return account;
};

const getAccount: Handler = (ctx, id = "") => expanded(ctx, ctx.fake.account(id));

const getCurrentAccount: Handler = (ctx) => {
  if (ctx.request.account) return ctx.fake.account(ctx.request.account);
  return build.account({ id: "acct_fake_platform", created: 1767225600, type: "standard", country: "US", email: "platform@example.test", metadata: {}, complete: true });
};

const updateAccount: Handler = (ctx, id = "") => {
  const p = ctx.params;
  const account = ctx.fake.account(id);
  const newEmail = email(p);
  const metadata = p.metadata("metadata", account.metadata ?? {});
  return ctx.fake.updateAccount(
    account,
    (a) => {
      if (newEmail !== undefined) a.email = newEmail;
      if (metadata) a.metadata = metadata;
    },
    ctx.request,
  );
};

const deleteAccount: Handler = (ctx, id = "") => ctx.fake.deleteAccount(ctx.fake.account(id));

const listAccounts: Handler = (ctx) => expanded(ctx, listOf(ctx, Object.values(ctx.fake.state.accounts), "/v1/accounts"));

const createAccountLink: Handler = (ctx) => {
  const p = ctx.params;
  const accountId = p.required("account");
  ctx.fake.account(accountId, "account");
  const type = p.oneOf("type", ["account_onboarding", "account_update"]);
  if (!type) throw missingParam("type");
  const refreshUrl = url(p, "refresh_url", true) ?? "";
  const returnUrl = url(p, "return_url", true) ?? "";
  const id = randomId(32);
  const created = ctx.fake.now();
  const expiresAt = created + 300;
  ctx.fake.state.accountLinks[id] = { id, account: accountId, type, refreshUrl, returnUrl, created, expiresAt, used: false };
  ctx.fake.touch();
  return build.accountLink({ created, expiresAt, url: `${ctx.fake.options.publicUrl}/connect/onboarding/${id}` });
};

// ---- payments -------------------------------------------------------------------------------

const getPaymentIntent: Handler = (ctx, id = "") => expanded(ctx, owned(ctx, "payment_intent", ctx.fake.state.paymentIntents[id], id));

const listPaymentIntents: Handler = (ctx) => {
  const customer = ctx.params.optional("customer");
  const intents = Object.values(ctx.fake.state.paymentIntents).filter((pi) => ctx.fake.visible(pi.id, ctx.request.account) && (!customer || idOf(pi.customer) === customer));
  return expanded(ctx, listOf(ctx, intents, "/v1/payment_intents"));
};

const getCharge: Handler = (ctx, id = "") => expanded(ctx, owned(ctx, "charge", ctx.fake.state.charges[id], id));

const listCharges: Handler = (ctx) => {
  const pi = ctx.params.optional("payment_intent");
  const customer = ctx.params.optional("customer");
  const charges = Object.values(ctx.fake.state.charges).filter(
    (ch) => ctx.fake.visible(ch.id, ctx.request.account) && (!pi || idOf(ch.payment_intent) === pi) && (!customer || idOf(ch.customer) === customer),
  );
  return expanded(ctx, listOf(ctx, charges, "/v1/charges"));
};

const createRefund: Handler = (ctx) => {
  const p = ctx.params;
  p.bool("refund_application_fee");
  return ctx.fake.createRefund(
    {
      paymentIntent: p.optional("payment_intent"),
      charge: p.optional("charge"),
      amount: p.int("amount"),
      reason: p.oneOf("reason", ["duplicate", "fraudulent", "requested_by_customer"]) ?? null,
      metadata: p.metadata() ?? {},
      reverseTransfer: p.bool("reverse_transfer") ?? false,
    },
    ctx.request,
  );
};

const getRefund: Handler = (ctx, id = "") => expanded(ctx, owned(ctx, "refund", ctx.fake.state.refunds[id], id));

const listRefunds: Handler = (ctx) => {
  const pi = ctx.params.optional("payment_intent");
  const charge = ctx.params.optional("charge");
  const refunds = Object.values(ctx.fake.state.refunds).filter(
    (re) => ctx.fake.visible(re.id, ctx.request.account) && (!pi || idOf(re.payment_intent) === pi) && (!charge || idOf(re.charge) === charge),
  );
  return expanded(ctx, listOf(ctx, refunds, "/v1/refunds"));
};

// ---- events ---------------------------------------------------------------------------------

function typeMatches(type: string, pattern: string): boolean {
  if (!pattern.includes("*")) return type === pattern;
  const regex = new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  return regex.test(type);
}

const getEvent: Handler = (ctx, id = "") => {
  const event = ctx.fake.state.events[id];
  if (!event || (event.account ?? null) !== ctx.request.account) throw missing("event", id);
  return event;
};

const listEvents: Handler = (ctx) => {
  const type = ctx.params.optional("type");
  const types = ctx.params.strings("types");
  const events = Object.values(ctx.fake.state.events).filter(
    (e) => (e.account ?? null) === ctx.request.account && (!type || typeMatches(e.type, type)) && (!types.length || types.some((t) => typeMatches(e.type, t))),
  );
  return listOf(ctx, events, "/v1/events");
};

// ---- OAuth (Standard accounts) ----------------------------------------------------------------

const oauthToken: Handler = (ctx) => {
  const p = ctx.params;
  const grantType = p.optional("grant_type");
  const fake = ctx.fake;
  if (!grantType) throw new OAuthFakeError(400, "invalid_request", "No grant type specified");
  let accountId: string;
  let clientId: string;
  let scope: string;
  if (grantType === "authorization_code") {
    const code = p.optional("code");
    if (!code) throw new OAuthFakeError(400, "invalid_request", "No authorization code provided");
    const record = fake.state.oauthCodes[code];
    if (!record) throw new OAuthFakeError(400, "invalid_grant", `Authorization code does not exist: ${code}`);
    if (record.used) throw new OAuthFakeError(400, "invalid_grant", `This authorization code has already been used. All tokens issued with this code have been revoked.`);
    if (!fake.state.accounts[record.account]) throw new OAuthFakeError(400, "invalid_grant", `Authorization code does not exist: ${code}`);
    record.used = true;
    accountId = record.account;
    clientId = record.clientId;
    scope = record.scope;
  } else if (grantType === "refresh_token") {
    const token = p.optional("refresh_token");
    const grant = Object.values(fake.state.oauthGrants).find((g) => g.refreshToken === token);
    if (!token || !grant) throw new OAuthFakeError(400, "invalid_grant", `Invalid refresh token: ${token ?? ""}`);
    accountId = grant.account;
    clientId = grant.clientId;
    scope = p.optional("scope") ?? grant.scope;
  } else {
    throw new OAuthFakeError(400, "unsupported_grant_type", `Unsupported grant type: ${grantType}`);
  }
  const grant = { account: accountId, clientId, scope, accessToken: `sk_test_${randomId(40)}`, refreshToken: fake.state.oauthGrants[accountId]?.refreshToken ?? `rt_${randomId(40)}` };
  fake.state.oauthGrants[accountId] = grant;
  fake.touch();
  const token: Stripe.OAuthToken = {
    access_token: grant.accessToken,
    livemode: false,
    refresh_token: grant.refreshToken,
    scope,
    stripe_publishable_key: `pk_test_${randomId(40)}`,
    stripe_user_id: accountId,
    token_type: "bearer",
  };
  return token;
};

const oauthDeauthorize: Handler = (ctx) => {
  const p = ctx.params;
  const clientId = p.optional("client_id");
  const accountId = p.optional("stripe_user_id");
  if (!clientId) throw new OAuthFakeError(400, "invalid_request", "No client_id provided");
  if (!accountId) throw new OAuthFakeError(400, "invalid_request", "No stripe_user_id provided");
  const grant = ctx.fake.state.oauthGrants[accountId];
  if (grant?.clientId !== clientId) {
    throw new OAuthFakeError(400, "invalid_client", `Application ${clientId} is not connected to stripe account ${accountId}, or that account does not exist.`);
  }
  ctx.fake.deauthorizeOAuth(accountId);
  const answer: Stripe.OAuthDeauthorization = { stripe_user_id: accountId };
  return answer;
};

// ---- routing --------------------------------------------------------------------------------

const ID = "([A-Za-z0-9_\\-]+)";
const LIST = ["limit", "starting_after", "ending_before", "created"];
/** Method, path, handler, and the parameters the route takes (others: "Received unknown parameter"; null: not checked). */
const ROUTES: [string, RegExp, Handler, string[] | null][] = [
  ["GET", /^\/v1\/products$/, listProducts, [...LIST, "active", "ids", "shippable", "url"]],
  ["GET", new RegExp(`^/v1/products/${ID}$`), getProduct, []],
  ["GET", /^\/v1\/prices$/, listPrices, [...LIST, "product", "active", "type", "currency", "lookup_keys", "recurring"]],
  ["GET", new RegExp(`^/v1/prices/${ID}$`), getPrice, []],
  ["POST", /^\/v1\/customers$/, createCustomer, ["email", "name", "description", "phone", "metadata"]],
  ["GET", /^\/v1\/customers$/, listCustomers, [...LIST, "email"]],
  ["GET", new RegExp(`^/v1/customers/${ID}$`), getCustomer, []],
  ["POST", new RegExp(`^/v1/customers/${ID}$`), updateCustomer, ["email", "name", "description", "phone", "metadata", "invoice_settings"]],
  ["DELETE", new RegExp(`^/v1/customers/${ID}$`), deleteCustomer, []],
  [
    "POST",
    /^\/v1\/checkout\/sessions$/,
    createCheckoutSession,
    [
      "mode",
      "ui_mode",
      "customer",
      "customer_email",
      "customer_creation",
      "client_reference_id",
      "line_items",
      "success_url",
      "cancel_url",
      "metadata",
      "subscription_data",
      "payment_intent_data",
      "expires_at",
      "locale",
      "payment_method_types",
    ],
  ],
  ["GET", /^\/v1\/checkout\/sessions$/, listCheckoutSessions, [...LIST, "customer", "subscription", "payment_intent", "status"]],
  ["GET", new RegExp(`^/v1/checkout/sessions/${ID}$`), getCheckoutSession, []],
  ["GET", new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`), listLineItems, LIST],
  ["POST", new RegExp(`^/v1/checkout/sessions/${ID}/expire$`), expireCheckoutSession, []],
  ["GET", /^\/v1\/subscriptions$/, listSubscriptions, [...LIST, "customer", "price", "status"]],
  ["GET", new RegExp(`^/v1/subscriptions/${ID}$`), getSubscription, []],
  ["POST", new RegExp(`^/v1/subscriptions/${ID}$`), updateSubscription, ["items", "cancel_at_period_end", "metadata", "description", "proration_behavior"]],
  ["DELETE", new RegExp(`^/v1/subscriptions/${ID}$`), cancelSubscription, ["cancellation_details", "invoice_now", "prorate"]],
  ["GET", /^\/v1\/invoices$/, listInvoices, [...LIST, "customer", "subscription"]],
  ["GET", new RegExp(`^/v1/invoices/${ID}$`), getInvoice, []],
  ["POST", /^\/v1\/billing_portal\/sessions$/, createPortalSession, ["customer", "return_url", "locale"]],
  ["POST", /^\/v1\/accounts$/, createAccount, ["type", "controller", "country", "email", "metadata", "capabilities", "business_type"]],
  ["GET", /^\/v1\/accounts$/, listAccounts, LIST],
  ["GET", /^\/v1\/account$/, getCurrentAccount, []],
  ["GET", new RegExp(`^/v1/accounts/${ID}$`), getAccount, []],
  ["POST", new RegExp(`^/v1/accounts/${ID}$`), updateAccount, ["email", "metadata"]],
  ["DELETE", new RegExp(`^/v1/accounts/${ID}$`), deleteAccount, []],
  ["POST", /^\/v1\/account_links$/, createAccountLink, ["account", "type", "refresh_url", "return_url", "collect", "collection_options"]],
  ["GET", /^\/v1\/payment_intents$/, listPaymentIntents, [...LIST, "customer"]],
  ["GET", new RegExp(`^/v1/payment_intents/${ID}$`), getPaymentIntent, ["client_secret"]],
  ["GET", /^\/v1\/charges$/, listCharges, [...LIST, "payment_intent", "customer"]],
  ["GET", new RegExp(`^/v1/charges/${ID}$`), getCharge, []],
  ["POST", /^\/v1\/refunds$/, createRefund, ["payment_intent", "charge", "amount", "reason", "metadata", "reverse_transfer", "refund_application_fee"]],
  ["GET", /^\/v1\/refunds$/, listRefunds, [...LIST, "payment_intent", "charge"]],
  ["GET", new RegExp(`^/v1/refunds/${ID}$`), getRefund, []],
  ["GET", /^\/v1\/events$/, listEvents, [...LIST, "type", "types", "delivery_success"]],
  ["GET", new RegExp(`^/v1/events/${ID}$`), getEvent, []],
  ["POST", /^\/oauth\/token$/, oauthToken, null],
  ["POST", /^\/oauth\/deauthorize$/, oauthDeauthorize, null],
];

/** Whether a path is the API's (JSON answers, a key needed). */
export function isApiPath(path: string): boolean {
  return path.startsWith("/v1/") || path === "/v1" || path === "/oauth/token" || path === "/oauth/deauthorize";
}

/** Runs the API call a route names; an unknown route is Stripe's "Unrecognized request URL" error. */
export function callApi(ctx: ApiContext): ApiResult {
  for (const [method, pattern, handler, allowed] of ROUTES) {
    if (method !== ctx.method) continue;
    const match = pattern.exec(ctx.path);
    if (!match) continue;
    if (allowed) {
      const unknown = Object.keys(ctx.params.data).find((key) => key !== "expand" && !allowed.includes(key));
      if (unknown !== undefined) throw invalidParam(unknown, `Received unknown parameter: ${unknown}`, "parameter_unknown");
    }
    return { status: 200, body: handler(ctx, ...match.slice(1).map((s) => decodeURIComponent(s))) };
  }
  throw unrecognizedUrl(ctx.method, ctx.path);
}
