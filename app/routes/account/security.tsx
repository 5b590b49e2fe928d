import { AtSign, KeyRound, LaptopMinimal, MessageSquareText, ShieldCheck, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Form, href, redirect, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormError, FormNotice } from "~/app/components/ui/field.tsx";
import { NewPasswordField } from "~/app/features/auth/fields.tsx";
import { formFailure, formValues, redirectWithCookies } from "~/app/lib/auth.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formatDate } from "~/core/format.ts";
import { EMAIL_MAX_LENGTH } from "~/core/newsletter-copy.ts";
import { BadInput } from "~/server/domain/errors.ts";
import { describeDevice } from "~/core/user-agent.ts";
import type { Route } from "./+types/security";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Security", url: "/dashboard/account/security" } };

export const meta: Route.MetaFunction = () => [
  { title: "Security | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { auth } = getAppContext(context).services;
  const [sessions, mfa, totpSetup, pendingEmail] = await Promise.all([
    auth.listSessions(viewer.userId),
    auth.mfaStatus(viewer.userId),
    auth.totpSetup(viewer.userId),
    auth.pendingEmailChange(viewer.userId),
  ]);
  return {
    email: viewer.email,
    pendingEmail,
    currentSessionId: viewer.sessionId,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ipAddress: s.ipAddress,
      lastSeen: formatDate(s.lastSeenAt),
      lastSeenIso: s.lastSeenAt.toISOString(),
    })),
    mfa,
    totpSetup,
  };
}

// Backup codes and setup secrets must never be cached.
export function headers() {
  return { "Cache-Control": "no-store" };
}

type Intent =
  | "email-begin"
  | "email-confirm"
  | "email-cancel"
  | "revoke-session"
  | "revoke-others"
  | "sign-out-everywhere"
  | "change-password"
  | "totp-begin"
  | "totp-confirm"
  | "totp-disable"
  | "sms-begin"
  | "sms-confirm"
  | "sms-disable"
  | "backup-regenerate";

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { auth } = getAppContext(context).services;
  const values = await formValues(request);
  const intent = values.intent as Intent;
  const done = (message: string, extra: { backupCodes?: string[] | null } = {}) => ({ intent, message, ...extra });
  try {
    switch (intent) {
      case "email-begin": {
        const { email } = await auth.beginEmailChange(viewer.userId, values);
        return done(`We sent a code to ${email}. It works for 1 hour.`);
      }
      case "email-confirm": {
        const { email } = await auth.confirmEmailChange(viewer.userId, values.code);
        return done(`Your email address is now ${email}.`);
      }
      case "email-cancel":
        await auth.cancelEmailChange(viewer.userId);
        return done("The change was cancelled. Your email address stays as it is.");
      case "revoke-session":
        if (values.sessionId === viewer.sessionId) {
          return redirectWithCookies(href("/login"), await auth.signOut(request));
        }
        await auth.revokeSession(viewer.userId, values.sessionId ?? "");
        return done("That session has ended.");
      case "revoke-others": {
        const count = await auth.revokeOtherSessions(viewer.userId, viewer.sessionId);
        return done(count === 1 ? "1 other session has ended." : `${count} other sessions have ended.`);
      }
      case "sign-out-everywhere":
        await auth.revokeOtherSessions(viewer.userId, viewer.sessionId);
        return redirectWithCookies(href("/login"), await auth.signOut(request));
      case "change-password":
        await auth.changePassword(viewer.userId, values, viewer.sessionId);
        return done("Your password is changed. Your other sessions have been signed out.");
      case "totp-begin":
        await auth.beginTotp(viewer.userId, values.password ?? "");
        return redirect(`${href("/dashboard/account/security")}#authenticator`);
      case "totp-confirm":
        return done("Authenticator app is on.", await auth.confirmTotp(viewer.userId, values.code));
      case "totp-disable":
        await auth.disableTotp(viewer.userId, values.password ?? "");
        return done("Authenticator app is off.");
      case "sms-begin":
        await auth.beginSms(viewer.userId, values.password ?? "", values.phone);
        return done("We texted a code to your phone. It works for 3 minutes.");
      case "sms-confirm":
        return done("Text message codes are on.", await auth.confirmSms(viewer.userId, values.code));
      case "sms-disable":
        await auth.disableSms(viewer.userId, values.password ?? "");
        return done("Text message codes are off.");
      case "backup-regenerate":
        return done("New backup codes are ready. The old ones no longer work.", {
          backupCodes: await auth.regenerateBackupCodes(viewer.userId, values.password ?? ""),
        });
      default:
        return formFailure(new BadInput("Unknown action."));
    }
  } catch (error) {
    return formFailure(error, undefined, intent);
  }
}

interface Result {
  intent?: string;
  message?: string;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  backupCodes?: string[] | null;
}

function resultFor(actionData: unknown, intents: readonly Intent[]): Result | null {
  if (!actionData || typeof actionData !== "object") return null;
  const result = actionData as Result;
  return intents.includes(result.intent as Intent) ? result : null;
}

function Section({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 text-turquoise-deep" aria-hidden>
          {icon}
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-navy">
            {title}
          </h2>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-4">{children}</div>
    </section>
  );
}

function Outcome({ result }: { result: Result | null }) {
  if (result?.error) return <FormError message={result.error} />;
  if (result?.message) return <FormNotice>{result.message}</FormNotice>;
  return null;
}

function IntentButton({
  intent,
  children,
  variant = "primary",
}: {
  intent: Intent;
  children: ReactNode;
  variant?: "primary" | "dark" | "quiet";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const className =
    variant === "quiet"
      ? "rounded-full border border-line px-4 py-2 text-sm font-bold text-navy hover:bg-mist"
      : `btn ${variant === "dark" ? "btn-dark" : "btn-primary"}`;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      {busy ? "Working…" : children}
    </button>
  );
}

/** One security action: its fields, the password asked again when the change needs it, and the button. */
function IntentForm({
  intent,
  label,
  variant,
  passwordErrors,
  askPassword = false,
  className = "flex max-w-md flex-col gap-4",
  children,
}: {
  intent: Intent;
  label: ReactNode;
  variant?: "primary" | "dark" | "quiet";
  askPassword?: boolean;
  passwordErrors?: string[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className={className} noValidate>
      {children}
      {askPassword && <PasswordAgain errors={passwordErrors} />}
      <div>
        <IntentButton intent={intent} variant={variant}>
          {label}
        </IntentButton>
      </div>
    </Form>
  );
}

function CodeField({ label, errors }: { label: string; errors?: string[] }) {
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      errors={errors}
    />
  );
}

function PasswordAgain({ errors }: { errors?: string[] }) {
  return (
    <Field
      label="Your password"
      name="password"
      type="password"
      autoComplete="current-password"
      required
      maxLength={128}
      errors={errors}
    />
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-xl border border-yellow bg-yellow/40 p-4">
      <p className="font-bold text-navy">Save these backup codes now. They are shown only once.</p>
      <p className="text-sm text-muted">Each code works once if you lose your phone.</p>
      <ol aria-label="Backup codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-navy">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, currentSessionId, mfa, totpSetup } = loaderData;
  const emailResult = resultFor(actionData, ["email-begin", "email-confirm", "email-cancel"]);
  const sessionResult = resultFor(actionData, ["revoke-session", "revoke-others"]);
  const passwordResult = resultFor(actionData, ["change-password"]);
  const totpResult = resultFor(actionData, ["totp-begin", "totp-confirm", "totp-disable"]);
  const smsResult = resultFor(actionData, ["sms-begin", "sms-confirm", "sms-disable"]);
  const backupResult = resultFor(actionData, ["backup-regenerate"]);
  const fieldErrors = (result: Result | null) => result?.fieldErrors ?? {};
  const backupCodes = [totpResult, smsResult, backupResult]
    .map((r) => r?.backupCodes)
    .find((codes) => codes && codes.length > 0);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Security</h1>
        <p className="mt-1 text-muted">
          Your password, two-step verification and the devices signed in to {loaderData.email}.
        </p>
      </header>

      {backupCodes && <BackupCodes codes={backupCodes} />}

      <Section
        id="sessions"
        icon={<LaptopMinimal />}
        title="Where you're signed in"
        intro="End any session you don't recognise."
      >
        <Outcome result={sessionResult} />
        <ul className="divide-y divide-line rounded-xl border border-line">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-bold text-navy">
                  {s.device}
                  {s.id === currentSessionId && (
                    <span className="ml-2 rounded-full bg-turquoise/30 px-2 py-0.5 text-xs font-bold text-navy">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  Last seen <time dateTime={s.lastSeenIso}>{s.lastSeen}</time>
                  {s.ipAddress ? ` · ${s.ipAddress}` : ""}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="sessionId" value={s.id} />
                <button
                  type="submit"
                  name="intent"
                  value="revoke-session"
                  aria-label={`End session on ${s.device}, last seen ${s.lastSeen}`}
                  className="rounded-full border border-line px-4 py-2 text-sm font-bold text-navy hover:bg-mist"
                >
                  {s.id === currentSessionId ? "Log out" : "End session"}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="flex flex-wrap gap-3">
          <IntentButton intent="revoke-others" variant="quiet">
            End all other sessions
          </IntentButton>
          <IntentButton intent="sign-out-everywhere" variant="quiet">
            Log out everywhere
          </IntentButton>
        </Form>
      </Section>

      {mfa.hasPassword && (
        <Section
          id="email"
          icon={<AtSign />}
          title="Email address"
          intro={`You log in with ${loaderData.email}. We send a code to the new address to check it is yours.`}
        >
          <Outcome result={emailResult} />
          {loaderData.pendingEmail ? (
            <div className="flex flex-col gap-4">
              <IntentForm intent="email-confirm" label="Confirm new address">
                <p className="text-muted">
                  Enter the code we sent to <strong className="text-navy">{loaderData.pendingEmail}</strong>.
                </p>
                <CodeField label="Code from the email" errors={fieldErrors(emailResult).code} />
              </IntentForm>
              <Form method="post">
                <IntentButton intent="email-cancel" variant="quiet">
                  Cancel the change
                </IntentButton>
              </Form>
            </div>
          ) : (
            <IntentForm
              intent="email-begin"
              label="Send a code"
              askPassword
              passwordErrors={fieldErrors(emailResult).password}
            >
              <Field
                label="New email address"
                name="newEmail"
                type="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX_LENGTH}
                errors={fieldErrors(emailResult).newEmail}
              />
            </IntentForm>
          )}
        </Section>
      )}

      {mfa.hasPassword && (
        <Section
          id="password"
          icon={<KeyRound />}
          title="Password"
          intro="Changing it signs you out on your other devices."
        >
          <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
            <Outcome result={passwordResult} />
            <Field
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              errors={fieldErrors(passwordResult).currentPassword ?? fieldErrors(passwordResult).password}
            />
            <NewPasswordField
              label="New password"
              name="newPassword"
              errors={fieldErrors(passwordResult).newPassword}
            />
            <div>
              <IntentButton intent="change-password">Change password</IntentButton>
            </div>
          </Form>
        </Section>
      )}

      <Section
        id="authenticator"
        icon={<Smartphone />}
        title="Authenticator app"
        intro="Two-step verification with an app such as Google Authenticator, 1Password or Authy."
      >
        <Outcome result={totpResult} />
        {mfa.totp ? (
          <IntentForm
            intent="totp-disable"
            label="Turn off"
            variant="quiet"
            askPassword
            passwordErrors={fieldErrors(totpResult).password}
          >
            <p className="flex items-center gap-2 font-bold text-navy">
              <ShieldCheck aria-hidden className="size-5 text-turquoise-deep" /> On
            </p>
          </IntentForm>
        ) : totpSetup ? (
          <div className="grid gap-6 md:grid-cols-[200px_1fr]">
            <div
              className="size-[200px] rounded-xl border border-line bg-white p-2 [&_svg]:size-full"
              role="img"
              aria-label="QR code for your authenticator app"
              dangerouslySetInnerHTML={{ __html: totpSetup.qrSvg }}
            />
            <IntentForm intent="totp-confirm" label="Turn on" className="flex flex-col gap-4">
              <p className="text-muted">
                Scan the QR code with your app, or enter this key by hand:
                <code className="mt-1 block rounded-lg bg-mist px-3 py-2 font-mono text-navy" data-testid="totp-secret">
                  {totpSetup.secret}
                </code>
              </p>
              <CodeField label="Code from the app" errors={fieldErrors(totpResult).code} />
            </IntentForm>
          </div>
        ) : (
          <IntentForm
            intent="totp-begin"
            label="Set up authenticator app"
            askPassword
            passwordErrors={fieldErrors(totpResult).password}
          />
        )}
      </Section>

      {(mfa.smsAvailable || mfa.sms) && (
        <Section
          id="sms"
          icon={<MessageSquareText />}
          title="Text message"
          intro="Get a 6-digit code by text when you log in."
        >
          <Outcome result={smsResult} />
          {mfa.sms ? (
            <IntentForm
              intent="sms-disable"
              label="Turn off"
              variant="quiet"
              askPassword
              passwordErrors={fieldErrors(smsResult).password}
            >
              <p className="flex items-center gap-2 font-bold text-navy">
                <ShieldCheck aria-hidden className="size-5 text-turquoise-deep" /> On for {mfa.phone}
              </p>
            </IntentForm>
          ) : (
            <>
              {mfa.phonePending && (
                <IntentForm intent="sms-confirm" label="Confirm phone">
                  <p className="text-muted">Enter the code we texted to {mfa.phone}.</p>
                  <CodeField label="Code from the text" errors={fieldErrors(smsResult).code} />
                </IntentForm>
              )}
              <IntentForm
                intent="sms-begin"
                label={mfa.phonePending ? "Send a new code" : "Text me a code"}
                variant={mfa.phonePending ? "quiet" : "primary"}
                askPassword
                passwordErrors={mfa.phonePending ? undefined : fieldErrors(smsResult).password}
              >
                <Field
                  label="Mobile number"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+1 415 555 0100"
                  required
                  errors={fieldErrors(smsResult).phone}
                />
              </IntentForm>
            </>
          )}
        </Section>
      )}

      {(mfa.totp || mfa.sms) && (
        <Section
          id="backup-codes"
          icon={<KeyRound />}
          title="Backup codes"
          intro={`${mfa.backupCodesLeft} of 10 unused. Use one when you can't get a code.`}
        >
          <Outcome result={backupResult} />
          <IntentForm
            intent="backup-regenerate"
            label="Make new backup codes"
            variant="quiet"
            askPassword
            passwordErrors={fieldErrors(backupResult).password}
          />
        </Section>
      )}
    </div>
  );
}
