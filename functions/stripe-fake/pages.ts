import type Stripe from "stripe";
import { switchablePlans } from "./catalog";
import { cardFieldsFrom, checkCard, MESSAGES, type CardFields } from "./cards";
import { HOSTED, idOf, isLive, type FakeStripe } from "./core";
import type { FormObject } from "./form";
import { checkbox, errorPage, errorSummary, hidden, input, page, select, statusMessage, type FormError, type Page } from "./html";
import { escapeHtml, formatAmount, formatDate, isEmail, isHttpUrl, newId, withQuery } from "./util";

/** A hosted page's answer: HTML, or a redirect (303 after a form post). */
export type PageResult = Page | { redirect: string; status?: number };

function text(form: FormObject, key: string): string {
  const value = form[key];
  return typeof value === "string" ? value : "";
}

function flat(form: FormObject): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === "string"));
}

function intervalText(recurring: Stripe.Price.Recurring | null | undefined): string {
  if (!recurring) return "";
  return recurring.interval_count === 1 ? ` per ${recurring.interval}` : ` every ${recurring.interval_count} ${recurring.interval}s`;
}

function priceText(price: Stripe.Price, quantity = 1): string {
  return `${formatAmount((price.unit_amount ?? 0) * quantity, price.currency)}${intervalText(price.recurring)}`;
}

// ---- Checkout -------------------------------------------------------------------------------

function successRedirect(session: Stripe.Checkout.Session): PageResult {
  if (!session.success_url) {
    return page({ title: "Payment complete", body: `<div class="card"><h1>Payment complete</h1><p>Thanks for your payment. You can close this page.</p></div>` });
  }
  return { redirect: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id).replaceAll("%7BCHECKOUT_SESSION_ID%7D", session.id) };
}

function sessionUnavailable(session: Stripe.Checkout.Session | undefined, fake: FakeStripe): Page | null {
  if (!session) return errorPage(404, "Checkout not found", "This checkout page does not exist. Check the link or start again from the site.");
  fake.expireIfDue(session);
  if (session.status === "expired") {
    return errorPage(
      410,
      "This checkout has expired",
      "This checkout session is no longer available. Start again from the site.",
      session.cancel_url ? { href: session.cancel_url, text: "Back" } : undefined,
    );
  }
  if (session.status === "complete") return errorPage(410, "This checkout is already complete", "This payment has already been made. Nothing more is needed.");
  return null;
}

function knownEmail(fake: FakeStripe, session: Stripe.Checkout.Session): string | null {
  const customerId = idOf(session.customer);
  const customer = customerId ? fake.state.customers[customerId] : undefined;
  return customer?.email ?? session.customer_email ?? null;
}

function renderCheckout(fake: FakeStripe, session: Stripe.Checkout.Session, values: Partial<CardFields>, errors: FormError[], status = 200): Page {
  const data = fake.state.sessionData[session.id];
  const items = data?.lineItems ?? [];
  const names = items.map((li) => li.description ?? fake.productName(li.price)).join(", ");
  const currency = session.currency ?? "usd";
  const recurring = items.find((li) => li.price?.recurring)?.price?.recurring;
  const total = `${formatAmount(session.amount_total ?? 0, currency)}${session.mode === "subscription" ? intervalText(recurring) : ""}`;
  const email = knownEmail(fake, session);
  const rows = items
    .map((li) => {
      const name = li.description ?? fake.productName(li.price);
      const price = li.price ? priceText(li.price, li.quantity ?? 1) : formatAmount(li.amount_total, li.currency);
      return `<tr><td>${escapeHtml(name)}${(li.quantity ?? 1) > 1 ? ` × ${li.quantity ?? 1}` : ""}</td><td class="num">${escapeHtml(price)}</td></tr>`;
    })
    .join("");
  const submit = session.mode === "subscription" ? "Subscribe" : "Pay";
  const body = `
<div class="card">
<h1>${escapeHtml(names)}: ${escapeHtml(total)}</h1>
<table><caption class="sr-only">Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total due today</th><td class="num">${escapeHtml(formatAmount(session.amount_total ?? 0, currency))}</td></tr></tfoot>
</table>
${session.mode === "subscription" ? `<p class="muted">Renews automatically${escapeHtml(intervalText(recurring)).replace(" per ", " every ")} until you cancel.</p>` : ""}
</div>
<form class="card" method="post" action="/checkout/${escapeHtml(session.id)}" novalidate>
<h2>Pay with card</h2>
${errorSummary(errors)}
${input({ name: "email", label: "Email", type: "email", autocomplete: "email", value: email ?? values.email ?? "", readonly: email !== null, required: true, errors })}
${input({ name: "card_number", label: "Card number", autocomplete: "cc-number", inputmode: "numeric", placeholder: "1234 1234 1234 1234", value: values.card_number ?? "", required: true, maxlength: 23, errors })}
<div class="row">
${input({ name: "expiry", label: "Expiry", autocomplete: "cc-exp", inputmode: "numeric", placeholder: "MM / YY", hint: "MM / YY", value: values.expiry ?? "", required: true, maxlength: 9, errors })}
${input({ name: "cvc", label: "CVC", autocomplete: "cc-csc", inputmode: "numeric", placeholder: "123", value: values.cvc ?? "", required: true, maxlength: 4, errors })}
</div>
${input({ name: "name", label: "Name on card", autocomplete: "cc-name", value: values.name ?? "", required: true, errors })}
<button type="submit" class="wide">${submit}</button>
</form>
<p class="muted">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication. Any future expiry and any CVC.</p>`;
  const header = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Back</a>` : undefined;
  return page({ title: `${submit}: ${names}`, body, status, header });
}

export function checkoutGet(fake: FakeStripe, id: string): PageResult {
  const session = fake.state.checkoutSessions[id];
  const unavailable = sessionUnavailable(session, fake);
  if (unavailable || !session) return unavailable ?? errorPage(404, "Checkout not found", "This checkout page does not exist.");
  return renderCheckout(fake, session, {}, []);
}

export function checkoutPost(fake: FakeStripe, id: string, form: FormObject): PageResult {
  const session = fake.state.checkoutSessions[id];
  // A second submission of a paid session (a double click) goes where the first went.
  if (session?.status === "complete") return successRedirect(session);
  const unavailable = sessionUnavailable(session, fake);
  if (unavailable || !session) return unavailable ?? errorPage(404, "Checkout not found", "This checkout page does not exist.");
  const fields = cardFieldsFrom(flat(form));
  const email = knownEmail(fake, session);
  if (email) fields.email = email;
  const check = checkCard(fields, fake.now(), true);
  if (check.errors.length || !check.outcome || !check.card) return renderCheckout(fake, session, fields, check.errors, 400);
  const kept = { ...fields, card_number: "" };
  if (check.outcome === "declined") return renderCheckout(fake, session, kept, [{ field: "card_number", message: MESSAGES.declined }], 402);
  if (check.outcome === "authenticate") {
    const attempt = { id: newId("payatt", 24), session: session.id, email: fields.email.trim(), name: fields.name.trim(), expiry: fields.expiry, cvc: fields.cvc, card: check.card };
    fake.state.authAttempts[attempt.id] = attempt;
    fake.touch();
    return renderAuthentication(fake, session, attempt.id);
  }
  fake.completeCheckout(session, { email: fields.email.trim(), name: fields.name.trim(), card: check.card });
  return successRedirect(session);
}

function renderAuthentication(fake: FakeStripe, session: Stripe.Checkout.Session, attemptId: string): Page {
  const amount = formatAmount(session.amount_total ?? 0, session.currency ?? "usd");
  const body = `
<div class="card">
<h1>Authenticate this payment</h1>
<p>${escapeHtml(fake.options.businessName)} asks your bank to confirm a payment of ${escapeHtml(amount)}.</p>
<p class="muted">This test page stands in for your bank's 3D Secure check.</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/authenticate">
${hidden("attempt", attemptId)}
<div class="actions">
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</div>
</form>
</div>`;
  return page({ title: "Authenticate this payment", body });
}

export function checkoutAuthenticate(fake: FakeStripe, id: string, form: FormObject): PageResult {
  const session = fake.state.checkoutSessions[id];
  if (session?.status === "complete") return successRedirect(session);
  const unavailable = sessionUnavailable(session, fake);
  if (unavailable || !session) return unavailable ?? errorPage(404, "Checkout not found", "This checkout page does not exist.");
  const attempt = fake.state.authAttempts[text(form, "attempt")];
  if (attempt?.session !== session.id) return renderCheckout(fake, session, {}, []);
  Reflect.deleteProperty(fake.state.authAttempts, attempt.id);
  fake.touch();
  const kept = { email: attempt.email, name: attempt.name, expiry: attempt.expiry, cvc: attempt.cvc, card_number: "" };
  if (text(form, "result") !== "complete") return renderCheckout(fake, session, kept, [{ field: "card_number", message: MESSAGES.authenticationFailed }], 402);
  fake.completeCheckout(session, { email: attempt.email, name: attempt.name, card: attempt.card });
  return successRedirect(session);
}

// ---- Billing Portal -------------------------------------------------------------------------

const NOTICES: Record<string, (product: string, date: string) => string> = {
  plan_changed: (product) => `Your plan was changed to ${product}.`,
  cancel_scheduled: (product, date) => `Your ${product} plan will be canceled on ${date}.`,
  renewed: (product, date) => `Your ${product} plan will renew on ${date}.`,
  canceled: (product) => `Your ${product} plan was canceled.`,
  card_updated: () => "Your card was updated.",
};

function subscriptionName(fake: FakeStripe, sub: Stripe.Subscription): string {
  return sub.items.data.map((item) => fake.productName(item.price)).join(", ");
}

function periodEnd(sub: Stripe.Subscription): number {
  return sub.cancel_at ?? sub.items.data[0]?.current_period_end ?? sub.created;
}

function renderPortal(
  fake: FakeStripe,
  session: Stripe.BillingPortal.Session,
  customer: Stripe.Customer,
  opts: { notice?: string | null; errors?: FormError[]; errorFor?: string; values?: Partial<CardFields>; status?: number },
): Page {
  const subs = Object.values(fake.state.subscriptions)
    .filter((s) => idOf(s.customer) === customer.id && isLive(s))
    .reverse();
  const errors = opts.errors ?? [];
  const subErrors = opts.errorFor === "card" ? [] : errors;
  const cardErrors = opts.errorFor === "card" ? errors : [];
  const subsHtml = subs.length
    ? subs
        .map((sub) => {
          const item = sub.items.data[0];
          const name = subscriptionName(fake, sub);
          const titleId = `sub-${sub.id}-title`;
          const price = item ? priceText(item.price, item.quantity ?? 1) : "";
          const when = sub.cancel_at_period_end || sub.cancel_at ? `Cancels on ${formatDate(periodEnd(sub))}` : `Renews on ${formatDate(periodEnd(sub))}`;
          const choices = item && !sub.cancel_at_period_end ? switchablePlans(item.price.id) : [];
          const mine = opts.errorFor === sub.id ? subErrors : [];
          const change = choices.length
            ? `<form method="post" action="/portal/${escapeHtml(session.id)}">${hidden("action", "change_plan")}${hidden("subscription", sub.id)}
<fieldset${mine.length ? ` aria-describedby="error-price"` : ""}><legend>Change plan</legend>
${choices
  .map((plan, i) => {
    const id = `price-${sub.id}-${plan.priceId}`;
    return `<div class="check"><input type="radio" id="${escapeHtml(id)}" name="price" value="${escapeHtml(plan.priceId)}"${choices.length === 1 && i === 0 ? " checked" : ""}><label for="${escapeHtml(id)}">${escapeHtml(plan.productName)}: ${escapeHtml(`${formatAmount(plan.unitAmount, plan.currency)} per ${plan.interval}`)}</label></div>`;
  })
  .join("")}
<button type="submit" class="secondary">Change plan</button>
</fieldset></form>`
            : "";
          const toggle = sub.cancel_at_period_end
            ? `<form method="post" action="/portal/${escapeHtml(session.id)}">${hidden("action", "renew")}${hidden("subscription", sub.id)}<button type="submit">Renew plan</button></form>`
            : `<form method="post" action="/portal/${escapeHtml(session.id)}">${hidden("action", "cancel_at_period_end")}${hidden("subscription", sub.id)}<button type="submit" class="secondary">Cancel at period end</button></form>`;
          const cancelNow = `<form method="post" action="/portal/${escapeHtml(session.id)}">${hidden("action", "cancel_now")}${hidden("subscription", sub.id)}<button type="submit" class="danger">Cancel now</button></form>`;
          return `<section class="card" aria-labelledby="${escapeHtml(titleId)}">
<h3 id="${escapeHtml(titleId)}">${escapeHtml(name)}</h3>
<p>${escapeHtml(price)}</p>
<p>${escapeHtml(when)}</p>
${mine.length ? errorSummary(mine) : ""}
${change}
<div class="actions">${toggle}${cancelNow}</div>
</section>`;
        })
        .join("\n")
    : `<p>You have no active subscriptions.</p>`;
  const card = fake.state.cards[customer.id];
  const values = opts.values ?? {};
  const invoices = Object.values(fake.state.invoices)
    .filter((inv) => idOf(inv.customer) === customer.id)
    .reverse()
    .slice(0, 10);
  const history = invoices.length
    ? `<table><caption class="sr-only">Invoices</caption><thead><tr><th scope="col">Date</th><th scope="col">Plan</th><th scope="col" class="num">Amount</th><th scope="col">Status</th></tr></thead><tbody>${invoices
        .map((inv) => {
          const line = inv.lines.data[0];
          const price = line?.pricing?.price_details?.price;
          const plan = price ? fake.productName(fake.price(typeof price === "string" ? price : price.id)) : "";
          return `<tr><td>${escapeHtml(formatDate(inv.created))}</td><td>${escapeHtml(plan)}</td><td class="num">${escapeHtml(formatAmount(inv.amount_paid, inv.currency))}</td><td>${escapeHtml(inv.status === "paid" ? "Paid" : String(inv.status))}</td></tr>`;
        })
        .join("")}</tbody></table>`
    : `<p>No invoices yet.</p>`;
  const product = opts.notice ? (opts.notice.split("|")[1] ?? "") : "";
  const noticeKey = opts.notice?.split("|")[0] ?? "";
  const noticeText = NOTICES[noticeKey]?.(product, opts.notice?.split("|")[2] ?? "") ?? null;
  const body = `
<h1>Manage your billing</h1>
<p class="muted">${escapeHtml(fake.options.businessName)} · ${escapeHtml(customer.email ?? customer.name ?? customer.id)}</p>
${statusMessage(noticeText)}
${opts.errorFor && !subs.some((s) => s.id === opts.errorFor) && opts.errorFor !== "card" ? errorSummary(errors) : ""}
<h2>Current subscriptions</h2>
${subsHtml}
<section class="card" aria-labelledby="payment-method-title">
<h2 id="payment-method-title">Payment method</h2>
<p>${card ? escapeHtml(`Visa ending in ${card.last4}, expires ${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`) : "No card on file."}</p>
<form method="post" action="/portal/${escapeHtml(session.id)}" novalidate>
${hidden("action", "update_card")}
${errorSummary(cardErrors)}
${input({ name: "card_number", label: "Card number", autocomplete: "cc-number", inputmode: "numeric", placeholder: "1234 1234 1234 1234", value: values.card_number ?? "", required: true, maxlength: 23, errors: cardErrors })}
<div class="row">
${input({ name: "expiry", label: "Expiry", autocomplete: "cc-exp", inputmode: "numeric", placeholder: "MM / YY", hint: "MM / YY", value: values.expiry ?? "", required: true, maxlength: 9, errors: cardErrors })}
${input({ name: "cvc", label: "CVC", autocomplete: "cc-csc", inputmode: "numeric", placeholder: "123", value: values.cvc ?? "", required: true, maxlength: 4, errors: cardErrors })}
</div>
${input({ name: "name", label: "Name on card", autocomplete: "cc-name", value: values.name ?? "", required: true, errors: cardErrors })}
<button type="submit">Update card</button>
</form>
</section>
<section class="card" aria-labelledby="history-title">
<h2 id="history-title">Billing history</h2>
${history}
</section>`;
  const header = session.return_url ? `<a href="${escapeHtml(session.return_url)}">Return to ${escapeHtml(fake.options.businessName)}</a>` : undefined;
  return page({ title: `Billing: ${fake.options.businessName}`, body, header, status: opts.status });
}

function portalContext(fake: FakeStripe, id: string): { session: Stripe.BillingPortal.Session; customer: Stripe.Customer } | Page {
  const session = fake.state.portalSessions[id];
  if (!session) return errorPage(404, "Billing portal not found", "This billing portal link does not exist. Open it again from the site.");
  const customer = fake.state.customers[session.customer];
  if (!customer)
    return errorPage(
      410,
      "Billing portal unavailable",
      "This customer no longer exists.",
      session.return_url ? { href: session.return_url, text: `Return to ${fake.options.businessName}` } : undefined,
    );
  return { session, customer };
}

export function portalGet(fake: FakeStripe, id: string, query: FormObject): PageResult {
  const ctx = portalContext(fake, id);
  if ("html" in ctx) return ctx;
  const notice = text(query, "notice");
  return renderPortal(fake, ctx.session, ctx.customer, { notice: notice || null });
}

export function portalPost(fake: FakeStripe, id: string, form: FormObject): PageResult {
  const ctx = portalContext(fake, id);
  if ("html" in ctx) return ctx;
  const { session, customer } = ctx;
  const request = { ...HOSTED, account: fake.state.owners[customer.id] ?? null };
  const action = text(form, "action");
  const done = (notice: string, sub?: Stripe.Subscription): PageResult => {
    const parts = sub ? [notice, subscriptionName(fake, sub), formatDate(periodEnd(sub))] : [notice];
    return { redirect: `/portal/${encodeURIComponent(session.id)}?${new URLSearchParams({ notice: parts.join("|") }).toString()}` };
  };
  if (action === "update_card") {
    const fields = cardFieldsFrom(flat(form));
    const check = checkCard(fields, fake.now(), false);
    if (check.errors.length || !check.card) return renderPortal(fake, session, customer, { errors: check.errors, errorFor: "card", values: fields, status: 400 });
    if (check.outcome === "declined") {
      return renderPortal(fake, session, customer, { errors: [{ field: "card_number", message: MESSAGES.declined }], errorFor: "card", values: { ...fields, card_number: "" }, status: 402 });
    }
    fake.updateCard(customer, check.card);
    return done("card_updated");
  }
  const sub = fake.state.subscriptions[text(form, "subscription")];
  if (!sub || idOf(sub.customer) !== customer.id || !isLive(sub)) {
    return renderPortal(fake, session, customer, { errors: [{ field: "subscription", message: "This subscription can no longer be changed." }], errorFor: "none", status: 400 });
  }
  switch (action) {
    case "change_plan": {
      const item = sub.items.data[0];
      const price = text(form, "price");
      if (!item || !switchablePlans(item.price.id).some((p) => p.priceId === price)) {
        return renderPortal(fake, session, customer, { errors: [{ field: "price", message: "Choose a plan." }], errorFor: sub.id, status: 400 });
      }
      fake.updateSubscription(sub, { items: [{ id: item.id, price, param: "items[0]" }] }, request);
      return done("plan_changed", sub);
    }
    case "cancel_at_period_end":
      fake.updateSubscription(sub, { cancelAtPeriodEnd: true }, request);
      return done("cancel_scheduled", sub);
    case "renew":
      fake.updateSubscription(sub, { cancelAtPeriodEnd: false }, request);
      return done("renewed", sub);
    case "cancel_now":
      fake.cancelNow(sub, request);
      return done("canceled", sub);
    default:
      return renderPortal(fake, session, customer, { errors: [{ field: "action", message: "Unknown action." }], errorFor: "none", status: 400 });
  }
}

// ---- Connect onboarding ---------------------------------------------------------------------

interface RequirementField {
  label: string;
  kind: "text" | "select" | "date" | "checkbox" | "digits";
  missing: string;
  invalid?: string;
  hint?: string;
  autocomplete?: string;
}

const BUSINESS_TYPES = [
  { value: "individual", text: "Individual" },
  { value: "company", text: "Company" },
  { value: "non_profit", text: "Non-profit organization" },
  { value: "government_entity", text: "Government entity" },
];

const REQUIREMENT_FIELDS: Record<string, RequirementField> = {
  business_type: { label: "Business type", kind: "select", missing: "Choose a business type." },
  external_account: {
    label: "Bank account number",
    kind: "digits",
    hint: "Test mode: use 000123456789",
    missing: "Enter a bank account number.",
    invalid: "Enter a bank account number of 4 to 17 digits.",
  },
  "individual.first_name": { label: "First name", kind: "text", missing: "Enter your first name.", autocomplete: "given-name" },
  "individual.last_name": { label: "Last name", kind: "text", missing: "Enter your last name.", autocomplete: "family-name" },
  "individual.dob.day": { label: "Date of birth", kind: "date", missing: "Enter your date of birth.", invalid: "Enter a valid date of birth (you must be at least 13).", autocomplete: "bday" },
  "tos_acceptance.date": { label: "I agree to the Stripe Connected Account Agreement", kind: "checkbox", missing: "Accept the Stripe Connected Account Agreement to continue." },
};

/** A requirement as a person reads it: `individual.address.city` → "Individual address city". */
export function requirementLabel(requirement: string): string {
  const known = REQUIREMENT_FIELDS[requirement];
  if (known) return known.label;
  const words = requirement.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function requirementField(requirement: string): RequirementField {
  return REQUIREMENT_FIELDS[requirement] ?? { label: requirementLabel(requirement), kind: "text", missing: `Enter ${requirementLabel(requirement).toLowerCase()}.` };
}

function validRequirement(field: RequirementField, value: string, now: number): boolean {
  switch (field.kind) {
    case "select":
      return BUSINESS_TYPES.some((t) => t.value === value);
    case "digits":
      return /^\d{4,17}$/.test(value.replace(/[\s-]/g, ""));
    case "checkbox":
      return value === "accepted";
    case "date": {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      const back = new Date(date);
      if (back.getUTCDate() !== Number(match[3])) return false;
      return date <= (now - 13 * 365.25 * 86400) * 1000 && Number(match[1]) >= 1900;
    }
    default:
      return value.length <= 200;
  }
}

function renderOnboarding(fake: FakeStripe, linkId: string, account: Stripe.Account, values: Record<string, string>, errors: FormError[], status = 200): Page {
  const due = account.requirements?.currently_due ?? [];
  const fields = due
    .map((requirement) => {
      const field = requirementField(requirement);
      const value = values[requirement] ?? "";
      switch (field.kind) {
        case "select":
          return select({ name: requirement, label: field.label, options: BUSINESS_TYPES, value, errors });
        case "checkbox":
          return checkbox({ name: requirement, label: field.label, checked: value === "accepted", errors });
        case "date":
          return input({ name: requirement, label: field.label, type: "date", value, autocomplete: field.autocomplete, errors });
        case "digits":
          return input({ name: requirement, label: field.label, inputmode: "numeric", value, hint: field.hint, errors });
        default:
          return input({ name: requirement, label: field.label, value, autocomplete: field.autocomplete, errors });
      }
    })
    .join("\n");
  const body = `
<div class="card">
<h1>Set up your payments account</h1>
<p>${escapeHtml(fake.options.businessName)} uses Stripe to pay you out. ${account.email ? `Account: ${escapeHtml(account.email)}.` : ""}</p>
<p class="muted">Test mode: any names are accepted; the date of birth must be at least 13 years ago.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(linkId)}" novalidate>
${errorSummary(errors)}
${due.length ? fields : "<p>Nothing else is needed: submit to finish.</p>"}
<div class="actions">
<button type="submit" name="action" value="submit">Submit</button>
<button type="submit" name="action" value="save" class="secondary">Save and finish later</button>
</div>
</form>
</div>`;
  return page({ title: `Set up payments: ${fake.options.businessName}`, body, status });
}

function onboardingContext(fake: FakeStripe, linkId: string): { account: Stripe.Account; link: NonNullable<FakeStripe["state"]["accountLinks"][string]> } | PageResult {
  const link = fake.state.accountLinks[linkId];
  if (!link) return errorPage(404, "Link not found", "This onboarding link does not exist. Start again from the site.");
  if (link.used || link.expiresAt <= fake.now()) return { redirect: link.refreshUrl };
  const account = fake.state.accounts[link.account];
  if (!account) return errorPage(404, "Account not found", "The account for this link no longer exists.");
  return { account, link };
}

export function onboardingGet(fake: FakeStripe, linkId: string): PageResult {
  const ctx = onboardingContext(fake, linkId);
  if (!("account" in ctx)) return ctx;
  return renderOnboarding(fake, linkId, ctx.account, fake.state.accountDetails[ctx.account.id] ?? {}, []);
}

export function onboardingPost(fake: FakeStripe, linkId: string, form: FormObject): PageResult {
  const ctx = onboardingContext(fake, linkId);
  if (!("account" in ctx)) return ctx;
  const { account, link } = ctx;
  const finish = text(form, "action") !== "save";
  const due = account.requirements?.currently_due ?? [];
  const given: Record<string, string> = {};
  const typed: Record<string, string> = {};
  const errors: FormError[] = [];
  const now = fake.now();
  for (const requirement of due) {
    const field = requirementField(requirement);
    const value = text(form, requirement).trim();
    typed[requirement] = value;
    if (!value) {
      if (finish) errors.push({ field: requirement, message: field.missing });
    } else if (!validRequirement(field, value, now)) {
      errors.push({ field: requirement, message: field.invalid ?? field.missing });
    } else {
      given[requirement] = field.kind === "digits" ? value.replace(/[\s-]/g, "") : value;
    }
  }
  if (errors.length) return renderOnboarding(fake, linkId, account, typed, errors, 400);
  fake.submitOnboarding(account, given, finish);
  link.used = true;
  fake.touch();
  return { redirect: link.returnUrl };
}

// ---- OAuth consent --------------------------------------------------------------------------

interface OAuthRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
}

function oauthRequest(params: FormObject): OAuthRequest | Page {
  const clientId = text(params, "client_id");
  const redirectUri = text(params, "redirect_uri");
  const responseType = text(params, "response_type") || "code";
  const scope = text(params, "scope") || "read_only";
  if (!/^ca_[A-Za-z0-9_]+$/.test(clientId)) return errorPage(400, "Invalid OAuth request", "client_id is missing or is not a Connect client id (ca_…).");
  if (!isHttpUrl(redirectUri)) return errorPage(400, "Invalid OAuth request", "redirect_uri is missing or is not an http(s) URL.");
  if (responseType !== "code") return errorPage(400, "Invalid OAuth request", "response_type must be code.");
  if (scope !== "read_write" && scope !== "read_only") return errorPage(400, "Invalid OAuth request", "scope must be read_write or read_only.");
  const state = params.state;
  return { clientId, redirectUri, scope, state: typeof state === "string" ? state : null };
}

function renderConsent(fake: FakeStripe, req: OAuthRequest, email: string, errors: FormError[], status = 200): Page {
  const name = fake.options.businessName;
  const body = `
<div class="card">
<h1>Connect ${escapeHtml(name)} to your Stripe account?</h1>
<p>${escapeHtml(name)} will be able to ${req.scope === "read_write" ? "create payments on your account and see its data" : "see your account's data"}. You can disconnect it at any time.</p>
<form method="post" action="/oauth/authorize" novalidate>
${hidden("client_id", req.clientId)}${hidden("redirect_uri", req.redirectUri)}${hidden("scope", req.scope)}${hidden("response_type", "code")}${req.state !== null ? hidden("state", req.state) : ""}
${errorSummary(errors)}
${input({ name: "email", label: "Email", type: "email", autocomplete: "email", value: email, required: true, hint: "The e-mail of your Stripe account (a new test account is made if there is none).", errors })}
<div class="actions">
<button type="submit" name="action" value="connect">Connect my Stripe account</button>
<button type="submit" name="action" value="deny" class="secondary">Deny</button>
</div>
</form>
</div>`;
  return page({ title: `Connect ${name} to Stripe`, body, status });
}

export function oauthAuthorizeGet(fake: FakeStripe, query: FormObject): PageResult {
  const req = oauthRequest(query);
  if ("html" in req) return req;
  const user = query.stripe_user;
  const email = user && typeof user !== "string" && typeof user.email === "string" ? user.email : "";
  return renderConsent(fake, req, email, []);
}

export function oauthAuthorizePost(fake: FakeStripe, form: FormObject): PageResult {
  const req = oauthRequest(form);
  if ("html" in req) return req;
  if (text(form, "action") === "deny") {
    return { redirect: withQuery(req.redirectUri, { error: "access_denied", error_description: "The user denied your request", state: req.state }) };
  }
  const email = text(form, "email").trim();
  if (!email) return renderConsent(fake, req, email, [{ field: "email", message: "Enter your email address." }], 400);
  if (!isEmail(email)) return renderConsent(fake, req, email, [{ field: "email", message: "Enter a valid email address." }], 400);
  const code = fake.authorizeOAuth({ email, clientId: req.clientId, scope: req.scope, clientName: fake.options.businessName });
  return { redirect: withQuery(req.redirectUri, { code, scope: req.scope, state: req.state }) };
}
