/**
 * Transactional mails in our look. Mail clients ignore <style> blocks and flexbox, so the layout is
 * tables with inline styles, 600 px wide at most. Every value from outside is HTML-escaped.
 */

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export type SecurityChange = "password" | "email" | "mfa-enabled" | "mfa-disabled" | "backup-codes";

export const SMS_CODE_EXPIRES_MINUTES = 3;

const BRAND = "Maven Analytics";
const NAVY = "#0b1f33";
const TURQUOISE = "#20e2d7";
const YELLOW = "#f9fea5";
const INK = "#1b2733";
const MUTED = "#4d5b6a";
const MIST = "#f3f7f9";
const FONT = "Lato, 'Helvetica Neue', Helvetica, Arial, sans-serif";
const FOOTER_LINE = "You received this email because of activity on your Maven Analytics account.";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Only absolute http(s) links go into a mail: a javascript: or relative URL is a bug upstream. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`mail links must be http(s), got ${parsed.protocol}`);
  }
  return parsed.href;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed},` : "Hi there,";
}

function paragraph(html: string): string {
  return `<p style="margin:0 0 16px 0;">${html}</p>`;
}

function button(label: string, url: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" bgcolor="${TURQUOISE}" style="border-radius:6px;background:${TURQUOISE};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1;color:${NAVY};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function linkFallback(url: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:0 0 16px 0;font-size:13px;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${href}" target="_blank" style="color:${NAVY};word-break:break-all;">${href}</a></p>`;
}

function highlightedCode(code: string): string {
  return `<span style="display:inline-block;padding:8px 14px;background:${YELLOW};color:${NAVY};font-family:${FONT};font-size:28px;font-weight:900;letter-spacing:6px;border-radius:4px;">${escapeHtml(code)}</span>`;
}

/** The shared frame: navy header with the wordmark, white card, grey footer with the site URL. */
function layout({
  subject,
  preheader,
  body,
  siteUrl,
  footerLine = FOOTER_LINE,
}: {
  subject: string;
  preheader: string;
  body: string;
  siteUrl: string;
  footerLine?: string;
}): string {
  const site = escapeHtml(siteUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${MIST};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${MIST};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td bgcolor="${NAVY}" style="background:${NAVY};padding:24px 32px;border-radius:8px 8px 0 0;font-family:${FONT};font-size:22px;font-weight:900;letter-spacing:0.5px;color:#ffffff;">Maven <span style="color:${TURQUOISE};">Analytics</span></td></tr>
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};">
${body}
</td></tr>
<tr><td style="padding:20px 32px;background:${MIST};border-top:1px solid #e2e8ee;border-radius:0 0 8px 8px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};">
${escapeHtml(footerLine)}<br>
<a href="${site}" target="_blank" style="color:${MUTED};">${site}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function textFooter(siteUrl: string, footerLine = FOOTER_LINE): string {
  return `--\n${footerLine}\n${BRAND} · ${siteUrl}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

export function verificationMail({
  name,
  url,
  code,
  expiresHours,
  siteUrl,
}: {
  name?: string | null;
  url: string;
  code: string;
  expiresHours: number;
  /** Footer link; the origin of `url` when left out. */
  siteUrl?: string;
}): MailContent {
  const link = checkedUrl(url);
  const site = siteUrl ?? originOf(link);
  const subject = "Verify your email address";
  const validity = `The link and the code are valid for ${plural(expiresHours, "hour")}.`;
  const body = [
    paragraph(escapeHtml(greeting(name))),
    paragraph(`Confirm that this is your email address to finish setting up your ${BRAND} account.`),
    button("Verify email", link),
    `<p style="margin:0 0 24px 0;">or enter this code: ${highlightedCode(code)}</p>`,
    paragraph(escapeHtml(validity)),
    linkFallback(link),
    paragraph(`If you did not create an account, you can ignore this email.`),
  ].join("\n");
  const text = [
    greeting(name),
    "",
    `Confirm that this is your email address to finish setting up your ${BRAND} account.`,
    "",
    `Verify email: ${link}`,
    "",
    `or enter this code: ${code}`,
    "",
    validity,
    "",
    "If you did not create an account, you can ignore this email.",
    "",
    textFooter(site),
  ].join("\n");
  return { subject, html: layout({ subject, preheader: `Your code is ${code}.`, body, siteUrl: site }), text };
}

export function resetPasswordMail({
  name,
  url,
  expiresMinutes,
  siteUrl,
}: {
  name?: string | null;
  url: string;
  expiresMinutes: number;
  /** Footer link; the origin of `url` when left out. */
  siteUrl?: string;
}): MailContent {
  const link = checkedUrl(url);
  const site = siteUrl ?? originOf(link);
  const subject = "Reset your password";
  const expiry = `This link expires in ${plural(expiresMinutes, "minute")} and works once.`;
  const ignore = "If you did not ask to reset your password, ignore this email: your password stays as it is.";
  const body = [
    paragraph(escapeHtml(greeting(name))),
    paragraph(`We received a request to reset the password of your ${BRAND} account.`),
    button("Reset password", link),
    paragraph(escapeHtml(expiry)),
    paragraph(escapeHtml(ignore)),
    linkFallback(link),
  ].join("\n");
  const text = [
    greeting(name),
    "",
    `We received a request to reset the password of your ${BRAND} account.`,
    "",
    `Reset password: ${link}`,
    "",
    expiry,
    ignore,
    "",
    textFooter(site),
  ].join("\n");
  return { subject, html: layout({ subject, preheader: expiry, body, siteUrl: site }), text };
}

/**
 * Sent instead of a second account when someone signs up with a verified address, or asks to move
 * another account to it (no enumeration either way).
 */
export function accountExistsMail({
  name,
  loginUrl,
  resetUrl,
  siteUrl,
  reason = "sign-up",
}: {
  name?: string | null;
  loginUrl: string;
  resetUrl: string;
  /** Footer link; the origin of `loginUrl` when left out. */
  siteUrl?: string;
  reason?: "sign-up" | "email-change";
}): MailContent {
  const login = checkedUrl(loginUrl);
  const reset = checkedUrl(resetUrl);
  const site = siteUrl ?? originOf(login);
  const subject = `You already have a ${BRAND} account`;
  const intro =
    reason === "sign-up"
      ? "Someone tried to sign up with this email address, which already has an account."
      : "Someone asked to move another account to this email address, which already has an account.";
  const ignore = "If that was not you, you can ignore this email: nothing was changed.";
  const body = [
    paragraph(escapeHtml(greeting(name))),
    paragraph(escapeHtml(intro)),
    button("Log in", login),
    paragraph(
      `Forgot your password? <a href="${escapeHtml(reset)}" target="_blank" style="color:${NAVY};">Reset it here</a>.`,
    ),
    paragraph(escapeHtml(ignore)),
    linkFallback(login),
  ].join("\n");
  const text = [
    greeting(name),
    "",
    intro,
    "",
    `Log in: ${login}`,
    `Forgot your password? Reset it: ${reset}`,
    "",
    ignore,
    "",
    textFooter(site),
  ].join("\n");
  return { subject, html: layout({ subject, preheader: intro, body, siteUrl: site }), text };
}

/** The code that confirms a new address before the account moves to it. */
export function emailChangeMail({
  name,
  code,
  expiresMinutes,
  siteUrl,
}: {
  name?: string | null;
  code: string;
  expiresMinutes: number;
  siteUrl: string;
}): MailContent {
  const site = siteUrl.replace(/\/$/, "");
  const subject = "Confirm your new email address";
  const intro = `Enter this code on the Security page to move your ${BRAND} account to this address:`;
  const validity = `The code is valid for ${plural(expiresMinutes, "minute")} and works once.`;
  const ignore = "If you did not ask for this, ignore this email: nothing changes.";
  const body = [
    paragraph(escapeHtml(greeting(name))),
    paragraph(escapeHtml(intro)),
    `<p style="margin:0 0 24px 0;">${highlightedCode(code)}</p>`,
    paragraph(escapeHtml(validity)),
    paragraph(escapeHtml(ignore)),
  ].join("\n");
  const text = [greeting(name), "", intro, "", code, "", validity, ignore, "", textFooter(site)].join("\n");
  return { subject, html: layout({ subject, preheader: `Your code is ${code}.`, body, siteUrl: site }), text };
}

const SECURITY_COPY: Record<SecurityChange, { subject: string; sentence: string }> = {
  password: { subject: "Your password was changed", sentence: "The password of your account was changed" },
  email: { subject: "Your email address was changed", sentence: "The email address of your account was changed" },
  "mfa-enabled": {
    subject: "Two-factor authentication was turned on",
    sentence: "Two-factor authentication was turned on for your account",
  },
  "mfa-disabled": {
    subject: "Two-factor authentication was turned off",
    sentence: "Two-factor authentication was turned off for your account",
  },
  "backup-codes": {
    subject: "New backup codes were generated",
    sentence: "New two-factor backup codes were generated for your account; the old ones no longer work",
  },
};

// One fixed zone, so the time reads the same wherever the server runs.
const WHEN_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });

export function securityNoticeMail({
  name,
  change,
  at,
  siteUrl,
}: {
  name?: string | null;
  change: SecurityChange;
  at: Date;
  siteUrl: string;
}): MailContent {
  const site = siteUrl.replace(/\/$/, "");
  const resetUrl = checkedUrl(`${site}/login/forgot-password`);
  const { subject, sentence } = SECURITY_COPY[change];
  const when = `${sentence} on ${WHEN_FORMAT.format(at)}.`;
  const notYou = "If this wasn't you, reset your password right away";
  const body = [
    paragraph(escapeHtml(greeting(name))),
    paragraph(escapeHtml(when)),
    paragraph("If this was you, there is nothing else to do."),
    paragraph(`<strong>${escapeHtml(notYou)}.</strong>`),
    button("Reset password", resetUrl),
    linkFallback(resetUrl),
  ].join("\n");
  const text = [
    greeting(name),
    "",
    when,
    "",
    "If this was you, there is nothing else to do.",
    `${notYou}: ${resetUrl}`,
    "",
    textFooter(site),
  ].join("\n");
  return { subject, html: layout({ subject, preheader: when, body, siteUrl: site }), text };
}

export function smsCodeText(code: string, expiresMinutes = SMS_CODE_EXPIRES_MINUTES): string {
  return `Your ${BRAND} code is ${code}. It expires in ${plural(expiresMinutes, "minute")}.`;
}

/**
 * A plain notice in our frame: a greeting, paragraphs of text, an optional table of label/value rows
 * (a receipt's lines) and an optional button. Every value is escaped here.
 */
export function noticeMail({
  name,
  subject,
  preheader,
  paragraphs,
  rows,
  action,
  siteUrl,
}: {
  name?: string | null;
  subject: string;
  preheader?: string;
  paragraphs: string[];
  rows?: [label: string, value: string][];
  action?: { label: string; url: string };
  siteUrl: string;
}): MailContent {
  const site = siteUrl.replace(/\/$/, "");
  const link = action ? checkedUrl(action.url) : null;
  const table = rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;border-collapse:collapse;">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e8ee;color:${MUTED};">${escapeHtml(label)}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e2e8ee;font-weight:700;color:${NAVY};">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const body = [
    paragraph(escapeHtml(greeting(name))),
    ...paragraphs.map((p) => paragraph(escapeHtml(p))),
    table,
    link && action ? button(action.label, link) : "",
    link ? linkFallback(link) : "",
  ]
    .filter(Boolean)
    .join("\n");
  const text = [
    greeting(name),
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(rows ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(rows?.length ? [""] : []),
    ...(link && action ? [`${action.label}: ${link}`, ""] : []),
    textFooter(site),
  ].join("\n");
  return {
    subject,
    html: layout({ subject, preheader: preheader ?? paragraphs[0] ?? subject, body, siteUrl: site }),
    text,
  };
}
const LEAD_FOOTER_LINE = "You received this email because this address was entered in a form on our site.";

/** Staff's copy of a message left in one of the site's forms (issue 18). */
export function leadNoticeMail({
  kindLabel,
  name,
  email,
  lines,
  message,
  inboxUrl,
}: {
  kindLabel: string;
  name: string;
  email: string;
  /** Label and value pairs (organization, topic, ...). */
  lines: [string, string][];
  message: string;
  inboxUrl: string;
}): MailContent {
  const link = checkedUrl(inboxUrl);
  const subject = `${kindLabel} from ${name}`;
  const rows = [["Name", name] as [string, string], ["Email", email] as [string, string], ...lines];
  const body = [
    paragraph(`A new ${escapeHtml(kindLabel.toLowerCase())} came in through the site.`),
    `<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="margin:0 0 16px 0;">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="font-weight:700;vertical-align:top;">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
      )
      .join("")}</table>`,
    message ? paragraph(escapeHtml(message).replace(/\n/g, "<br>")) : "",
    button("Open the leads inbox", link),
  ].join("\n");
  const text = [
    `A new ${kindLabel.toLowerCase()} came in through the site.`,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    message,
    "",
    `Leads inbox: ${link}`,
  ].join("\n");
  const site = originOf(link);
  return {
    subject,
    html: layout({ subject, preheader: subject, body, siteUrl: site, footerLine: LEAD_FOOTER_LINE }),
    text,
  };
}

/** The sender's receipt: what we received and when to expect an answer. */
export function leadConfirmationMail({
  name,
  subject,
  intro,
  message,
  link,
  siteUrl,
}: {
  name: string;
  subject: string;
  intro: string;
  message?: string;
  /** A button, e.g. the guide's download. */
  link?: { label: string; url: string };
  siteUrl: string;
}): MailContent {
  const url = link ? checkedUrl(link.url) : null;
  const body = [
    paragraph(escapeHtml(greeting(name))),
    paragraph(escapeHtml(intro)),
    url && link ? button(link.label, url) + linkFallback(url) : "",
    message
      ? `<p style="margin:0 0 8px 0;font-weight:700;">Your message</p><blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid ${TURQUOISE};color:${MUTED};">${escapeHtml(message).replace(/\n/g, "<br>")}</blockquote>`
      : "",
    paragraph(`The ${BRAND} team`),
  ].join("\n");
  const text = [
    greeting(name),
    "",
    intro,
    "",
    ...(url && link ? [`${link.label}: ${url}`, ""] : []),
    ...(message ? ["Your message:", message, ""] : []),
    `The ${BRAND} team`,
    "",
    textFooter(siteUrl, LEAD_FOOTER_LINE),
  ].join("\n");
  return { subject, html: layout({ subject, preheader: intro, body, siteUrl, footerLine: LEAD_FOOTER_LINE }), text };
}
