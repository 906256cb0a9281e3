import { escapeHtml } from "./util";

/**
 * The hosted pages' HTML: server-rendered, no scripts, no external
 * resources; every input has a <label>, errors are in one role=alert region
 * and tied to their fields with aria-describedby.
 */

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#111;background:#f4f5f7}
body{margin:0}
.test-mode{margin:0;padding:.25rem 1rem;background:#7a2e00;color:#fff;font-size:.875rem;font-weight:600;text-align:center}
header.top{max-width:34rem;margin:0 auto;padding:.75rem 1rem 0}
main{max-width:34rem;margin:0 auto;padding:1rem 1rem 2rem}
.card{background:#fff;border:1px solid #c3c7cf;border-radius:8px;padding:1.25rem;margin:0 0 1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.2rem;margin:0 0 .75rem}
h3{font-size:1.05rem;margin:0 0 .25rem}
p{margin:0 0 .75rem}
a{color:#0b3d91;text-decoration:underline;text-underline-offset:2px}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.field{margin:0 0 1rem}
.field label,.legend{display:block;font-weight:600;margin:0 0 .25rem}
.hint{display:block;color:#3d4450;font-size:.875rem;margin:0 0 .25rem}
input[type=text],input[type=email],input[type=date],input:not([type]),select{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;color:#111;background:#fff;border:2px solid #5b6270;border-radius:6px}
input[readonly]{background:#eceef1;color:#222}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b00020}
.row{display:flex;gap:.75rem;flex-wrap:wrap;align-items:flex-end}
.row>.field{flex:1 1 8rem}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 1rem}
.check input{width:1.25rem;height:1.25rem;margin-top:.15rem}
fieldset{border:1px solid #c3c7cf;border-radius:6px;margin:0 0 1rem;padding:.75rem}
legend{font-weight:600;padding:0 .25rem}
button{display:inline-block;min-height:44px;padding:.5rem 1.25rem;font:inherit;font-weight:600;border-radius:6px;border:2px solid #0b3d91;background:#0b3d91;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b3d91}
button.danger{background:#fff;color:#a1001a;border-color:#a1001a}
button.wide{width:100%}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center;margin:.5rem 0 0}
.alert{border:2px solid #b00020;background:#fff5f5;color:#8a0016;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.alert p{margin:0}
.status{border:2px solid #1d6b34;background:#f1fbf4;color:#14532d;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.error-text{color:#8a0016;font-weight:600}
table{width:100%;border-collapse:collapse;margin:0 0 1rem}
th,td{text-align:left;padding:.375rem 0;border-bottom:1px solid #d9dce1;vertical-align:top}
th+th,td+td,th+td{padding-left:.75rem}
td.num,th.num{text-align:right}
.muted{color:#3d4450}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`;

export interface Page {
  status: number;
  html: string;
}

export function page(opts: { title: string; body: string; status?: number; header?: string }): Page {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(opts.title)}</title>
<style>${CSS}</style>
</head>
<body>
<p class="test-mode">Test mode: Stripe fake, no real payments</p>
${opts.header ? `<header class="top">${opts.header}</header>` : ""}
<main>
${opts.body}
</main>
</body>
</html>`;
  return { status: opts.status ?? 200, html };
}

/** An error page (unknown, expired or finished sessions and links). */
export function errorPage(status: number, title: string, message: string, link?: { href: string; text: string }): Page {
  return page({
    status,
    title,
    body: `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ""}</div>`,
  });
}

export interface FormError {
  field: string;
  message: string;
}

export function errorId(field: string): string {
  return `error-${field.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

export function fieldId(field: string): string {
  return `field-${field.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

/** The one role=alert region listing every error (each with the id its field points at). */
export function errorSummary(errors: FormError[]): string {
  if (!errors.length) return "";
  return `<div class="alert" role="alert" id="form-errors">${errors.map((e) => `<p id="${errorId(e.field)}">${escapeHtml(e.message)}</p>`).join("")}</div>`;
}

/** A confirmation shown after an action (role=status). */
export function statusMessage(message: string | null): string {
  return message ? `<div class="status" role="status"><p>${escapeHtml(message)}</p></div>` : "";
}

export interface InputOptions {
  name: string;
  label: string;
  value?: string;
  type?: "text" | "email" | "date";
  autocomplete?: string;
  inputmode?: "numeric" | "email" | "text";
  placeholder?: string;
  hint?: string;
  readonly?: boolean;
  required?: boolean;
  maxlength?: number;
  errors?: FormError[];
}

/** A labelled input; its hint and error (if any) are its description. */
export function input(opts: InputOptions): string {
  const id = fieldId(opts.name);
  const error = opts.errors?.find((e) => e.field === opts.name);
  const described = [opts.hint ? `${id}-hint` : "", error ? errorId(opts.name) : ""].filter(Boolean).join(" ");
  const attrs = [
    `id="${id}"`,
    `name="${escapeHtml(opts.name)}"`,
    `type="${opts.type ?? "text"}"`,
    `value="${escapeHtml(opts.value ?? "")}"`,
    opts.autocomplete ? `autocomplete="${opts.autocomplete}"` : "",
    opts.inputmode ? `inputmode="${opts.inputmode}"` : "",
    opts.placeholder ? `placeholder="${escapeHtml(opts.placeholder)}"` : "",
    opts.maxlength ? `maxlength="${opts.maxlength}"` : "",
    opts.readonly ? "readonly" : "",
    opts.required ? `aria-required="true"` : "",
    described ? `aria-describedby="${described}"` : "",
    error ? `aria-invalid="true"` : "",
  ].filter(Boolean);
  return `<div class="field"><label for="${id}">${escapeHtml(opts.label)}</label>${opts.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(opts.hint)}</span>` : ""}<input ${attrs.join(" ")}></div>`;
}

export function select(opts: { name: string; label: string; options: { value: string; text: string }[]; value?: string; errors?: FormError[] }): string {
  const id = fieldId(opts.name);
  const error = opts.errors?.find((e) => e.field === opts.name);
  const options = [
    `<option value="">Choose…</option>`,
    ...opts.options.map((o) => `<option value="${escapeHtml(o.value)}"${o.value === opts.value ? " selected" : ""}>${escapeHtml(o.text)}</option>`),
  ];
  return `<div class="field"><label for="${id}">${escapeHtml(opts.label)}</label><select id="${id}" name="${escapeHtml(opts.name)}"${error ? ` aria-invalid="true" aria-describedby="${errorId(opts.name)}"` : ""}>${options.join("")}</select></div>`;
}

export function checkbox(opts: { name: string; label: string; checked?: boolean; errors?: FormError[] }): string {
  const id = fieldId(opts.name);
  const error = opts.errors?.find((e) => e.field === opts.name);
  return `<div class="check"><input type="checkbox" id="${id}" name="${escapeHtml(opts.name)}" value="accepted"${opts.checked ? " checked" : ""}${error ? ` aria-invalid="true" aria-describedby="${errorId(opts.name)}"` : ""}><label for="${id}">${escapeHtml(opts.label)}</label></div>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}
