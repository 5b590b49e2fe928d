import {
  AtSign,
  KeyRound,
  LaptopMinimal,
  MessageSquareText,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
} from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import type { z } from "zod";
import { Form, href, redirect, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { Field, FormError, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { useSettledActionData } from "~/app/components/ui/use-settled-action-data.ts";
import { NewPasswordField } from "~/app/features/auth/fields.tsx";
import { signOutRedirect } from "~/app/lib/auth-cookies.server.ts";
import { requestMeta } from "~/app/lib/auth.server.ts";
import { formFailure, formInvalid, readFormData, throwHttpError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formatDate } from "~/core/format.ts";
import {
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  CodeFormSchema,
  NoFieldsFormSchema,
  PasswordAgainFormSchema,
  RevokeSessionFormSchema,
  SmsSetupFormSchema,
} from "~/core/auth-forms.ts";
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

const FORMS = {
  "email-begin": ChangeEmailFormSchema,
  "email-confirm": CodeFormSchema,
  "email-cancel": NoFieldsFormSchema,
  "revoke-session": RevokeSessionFormSchema,
  "revoke-others": NoFieldsFormSchema,
  "sign-out-everywhere": NoFieldsFormSchema,
  "change-password": ChangePasswordFormSchema,
  "password-link": NoFieldsFormSchema,
  "totp-begin": PasswordAgainFormSchema,
  "totp-confirm": CodeFormSchema,
  "totp-disable": PasswordAgainFormSchema,
  "sms-begin": SmsSetupFormSchema,
  "sms-confirm": CodeFormSchema,
  "sms-disable": PasswordAgainFormSchema,
  "backup-regenerate": PasswordAgainFormSchema,
} satisfies Record<string, z.ZodType<Record<string, unknown>>>;

type Intent = keyof typeof FORMS;
const isIntent = (value: unknown): value is Intent => typeof value === "string" && Object.hasOwn(FORMS, value);

/** Never echoed back into a form. */
const SECRET_FIELDS = ["password", "currentPassword", "newPassword", "code"];

type Done = { message: string; backupCodes?: string[] | null };

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { auth } = getAppContext(context).services;
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) return throwHttpError(new BadInput("Unknown action."));
  /** Parses this intent's form, runs the change, and answers the form (its errors, or the outcome). */
  async function handle<Schema extends z.ZodType>(
    schema: Schema,
    work: (value: z.output<Schema>) => Promise<Done | Response>,
  ) {
    const submission = parseForm(formData, schema);
    const options = { hideFields: SECRET_FIELDS, extra: { intent: intent as Intent } };
    if (submission.status !== "success") return formInvalid(submission, options);
    try {
      const outcome = await work(submission.value);
      if (outcome instanceof Response) return outcome;
      return {
        intent: intent as Intent,
        message: outcome.message,
        backupCodes: outcome.backupCodes ?? null,
        result: submission.reply({ resetForm: true }),
      };
    } catch (error) {
      return formFailure(submission, error, options);
    }
  }
  switch (intent) {
    case "email-begin":
      return handle(FORMS[intent], async (input) => {
        const { email } = await auth.beginEmailChange(viewer.userId, input);
        return { message: `We sent a code to ${email}. It works for 1 hour.` };
      });
    case "email-confirm":
      return handle(FORMS[intent], async ({ code }) => {
        const { email } = await auth.confirmEmailChange(viewer.userId, code);
        return { message: `Your email address is now ${email}.` };
      });
    case "email-cancel":
      return handle(FORMS[intent], async () => {
        await auth.cancelEmailChange(viewer.userId);
        return { message: "The change was canceled. Your email address stays as it is." };
      });
    case "revoke-session":
      return handle(FORMS[intent], async ({ sessionId }) => {
        if (sessionId === viewer.sessionId) return signOutRedirect(href("/login"), request, context);
        await auth.revokeSession(viewer.userId, sessionId);
        return { message: "That session has ended." };
      });
    case "revoke-others":
      return handle(FORMS[intent], async () => {
        const count = await auth.revokeOtherSessions(viewer.userId, viewer.sessionId);
        return { message: count === 1 ? "1 other session has ended." : `${count} other sessions have ended.` };
      });
    case "sign-out-everywhere":
      return handle(FORMS[intent], async () => {
        await auth.revokeOtherSessions(viewer.userId, viewer.sessionId);
        return signOutRedirect(href("/login"), request, context);
      });
    case "change-password":
      return handle(FORMS[intent], async (input) => {
        await auth.changePassword(viewer.userId, input, viewer.sessionId);
        return { message: "Your password is changed. Your other sessions have been signed out." };
      });
    case "password-link":
      // A Google-only account sets its first password through the reset link, sent to its own address.
      return handle(FORMS[intent], async () => {
        await auth.requestPasswordReset(viewer.email, requestMeta(request, context));
        return { message: `We sent a link to ${viewer.email} to set your password. It works for 1 hour.` };
      });
    case "totp-begin":
      return handle(FORMS[intent], async ({ password }) => {
        await auth.beginTotp(viewer.userId, password);
        return redirect(`${href("/dashboard/account/security")}#authenticator`);
      });
    case "totp-confirm":
      return handle(FORMS[intent], async ({ code }) => ({
        message: "Authenticator app is on.",
        ...(await auth.confirmTotp(viewer.userId, code)),
      }));
    case "totp-disable":
      return handle(FORMS[intent], async ({ password }) => {
        await auth.disableTotp(viewer.userId, password);
        return { message: "Authenticator app is off." };
      });
    case "sms-begin":
      return handle(FORMS[intent], async ({ password, phone }) => {
        await auth.beginSms(viewer.userId, password, phone);
        return { message: "We texted a code to your phone. It works for 3 minutes." };
      });
    case "sms-confirm":
      return handle(FORMS[intent], async ({ code }) => ({
        message: "Text message codes are on.",
        ...(await auth.confirmSms(viewer.userId, code)),
      }));
    case "sms-disable":
      return handle(FORMS[intent], async ({ password }) => {
        await auth.disableSms(viewer.userId, password);
        return { message: "Text message codes are off." };
      });
    case "backup-regenerate":
      return handle(FORMS[intent], async ({ password }) => ({
        message: "New backup codes are ready. The old ones no longer work.",
        backupCodes: await auth.regenerateBackupCodes(viewer.userId, password),
      }));
  }
}

type ActionData = Route.ComponentProps["actionData"];
type Result = NonNullable<ActionData>;

function resultFor(actionData: ActionData, intents: readonly Intent[]): Result | null {
  return actionData && intents.includes(actionData.intent) ? actionData : null;
}

/** A change that went through (its notice, and backup codes when it made some). */
const isDone = (result: Result | null): result is Extract<Result, { message: string }> =>
  result !== null && "message" in result;

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

/** A section's outcome: the success notice, and the error of its button-only forms (others show their own). */
function Outcome({ result, buttonIntents = [] }: { result: Result | null; buttonIntents?: readonly Intent[] }) {
  if (isDone(result)) return <Done message={result.message} backupCodes={result.backupCodes} />;
  const error = result && buttonIntents.includes(result.intent) ? result.result.error?.[""]?.[0] : null;
  return error ? <FormError message={error} /> : null;
}

/**
 * A change that went through, with the backup codes it made right under its notice. The codes are
 * shown once, so they are brought into view and focus: on a phone the page had been scrolled down to
 * the form's button, and the setup form above it shrinks away once the page reloads its data.
 * Without JavaScript the answer to a post is a new page, which `autoFocus` opens on the outcome
 * (its section can be far down the page).
 */
function Done({ message, backupCodes }: { message: string; backupCodes: string[] | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const codes = backupCodes?.length ? backupCodes : null;
  useEffect(() => {
    if (!codes) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start" });
  }, [codes]);
  return (
    <div ref={ref} tabIndex={-1} autoFocus className="flex scroll-mt-24 flex-col gap-4 focus:outline-none">
      <FormNotice>{message}</FormNotice>
      {codes && <BackupCodes codes={codes} />}
    </div>
  );
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
  // Submitting, then loading the page's new data (see SecurityPage).
  const busy = navigation.formData?.get("intent") === intent;
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

type SecurityFields<Schema extends z.ZodType<Record<string, unknown>>> = ReturnType<typeof useSchemaForm<Schema>>[1];

/**
 * One security action as a Conform form: its fields (from `children`, given the form's fields), the
 * password asked again when the change needs it, and the button.
 */
function IntentForm<I extends Intent>({
  intent,
  actionData,
  label,
  variant,
  askPassword = false,
  className = "flex max-w-md flex-col gap-4",
  children,
}: {
  intent: I;
  actionData: ActionData;
  label: ReactNode;
  variant?: "primary" | "dark" | "quiet";
  askPassword?: boolean;
  className?: string;
  children?: (fields: SecurityFields<(typeof FORMS)[I]>) => ReactNode;
}) {
  const [form, fields] = useSchemaForm(FORMS[intent], {
    id: intent,
    lastResult: actionData?.intent === intent ? actionData.result : null,
  });
  const password = (fields as Record<string, AnyFieldMetadata>).password;
  return (
    <Form method="post" className={className} {...formProps(form)}>
      <FormErrors form={form} />
      {children?.(fields as SecurityFields<(typeof FORMS)[I]>)}
      {askPassword && password && <PasswordAgain field={password} />}
      <div>
        <IntentButton intent={intent} variant={variant}>
          {label}
        </IntentButton>
      </div>
    </Form>
  );
}

type AnyFieldMetadata = NonNullable<ComponentProps<typeof Field>["field"]>;

function CodeField({ label, field }: { label: string; field: AnyFieldMetadata }) {
  return <Field label={label} field={field} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />;
}

function PasswordAgain({ field }: { field: AnyFieldMetadata }) {
  return (
    <Field
      label="Your password"
      field={field}
      type="password"
      autoComplete="current-password"
      required
      maxLength={128}
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

export default function SecurityPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { sessions, currentSessionId, mfa, totpSetup } = loaderData;
  // Without waiting, "Authenticator app is on." would sit beside the QR code and its Turn on button.
  const actionData = useSettledActionData(answer);
  const emailResult = resultFor(actionData, ["email-begin", "email-confirm", "email-cancel"]);
  const sessionResult = resultFor(actionData, ["revoke-session", "revoke-others", "sign-out-everywhere"]);
  const passwordResult = resultFor(actionData, ["change-password", "password-link"]);
  const totpResult = resultFor(actionData, ["totp-begin", "totp-confirm", "totp-disable"]);
  const smsResult = resultFor(actionData, ["sms-begin", "sms-confirm", "sms-disable"]);
  const backupResult = resultFor(actionData, ["backup-regenerate"]);
  const forms = { actionData };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Security</h1>
        <p className="mt-1 text-muted">
          Your password, two-step verification and the devices signed in to {loaderData.email}.
        </p>
      </header>

      <Section
        id="sessions"
        icon={<LaptopMinimal />}
        title="Where you're signed in"
        intro="End any session you don't recognize."
      >
        <Outcome result={sessionResult} buttonIntents={["revoke-session", "revoke-others", "sign-out-everywhere"]} />
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
          <Outcome result={emailResult} buttonIntents={["email-cancel"]} />
          {loaderData.pendingEmail ? (
            <div className="flex flex-col gap-4">
              <IntentForm {...forms} intent="email-confirm" label="Confirm new address">
                {(fields) => (
                  <>
                    <p className="text-muted">
                      Enter the code we sent to <strong className="text-navy">{loaderData.pendingEmail}</strong>.
                    </p>
                    <CodeField label="Code from the email" field={fields.code} />
                  </>
                )}
              </IntentForm>
              <Form method="post">
                <IntentButton intent="email-cancel" variant="quiet">
                  Cancel the change
                </IntentButton>
              </Form>
            </div>
          ) : (
            <IntentForm {...forms} intent="email-begin" label="Send a code" askPassword>
              {(fields) => (
                <Field
                  label="New email address"
                  field={fields.newEmail}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX_LENGTH}
                />
              )}
            </IntentForm>
          )}
        </Section>
      )}

      {!mfa.hasPassword && (
        <Section
          id="password"
          icon={<KeyRound />}
          title="Password"
          intro="You log in with Google. Set a password to also log in with your email, change your email address and turn on two-step verification."
        >
          <Outcome result={passwordResult} buttonIntents={["password-link"]} />
          <Form method="post">
            <IntentButton intent="password-link">Email me a link to set a password</IntentButton>
          </Form>
        </Section>
      )}

      {mfa.hasPassword && (
        <Section
          id="password"
          icon={<KeyRound />}
          title="Password"
          intro="Changing it signs you out on your other devices."
        >
          <Outcome result={passwordResult} />
          <IntentForm {...forms} intent="change-password" label="Change password">
            {(fields) => (
              <>
                <Field
                  label="Current password"
                  field={fields.currentPassword}
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={128}
                />
                <NewPasswordField label="New password" field={fields.newPassword} />
              </>
            )}
          </IntentForm>
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
          <IntentForm {...forms} intent="totp-disable" label="Turn off" variant="quiet" askPassword>
            {() => (
              <p className="flex items-center gap-2 font-bold text-navy">
                <ShieldCheck aria-hidden className="size-5 text-turquoise-deep" /> On
              </p>
            )}
          </IntentForm>
        ) : totpSetup ? (
          <div className="grid gap-6 md:grid-cols-[200px_1fr]">
            <div
              className="size-[200px] rounded-xl border border-line bg-white p-2 [&_svg]:size-full"
              role="img"
              aria-label="QR code for your authenticator app"
              dangerouslySetInnerHTML={{ __html: totpSetup.qrSvg }}
            />
            <IntentForm {...forms} intent="totp-confirm" label="Turn on" className="flex flex-col gap-4">
              {(fields) => (
                <>
                  <p className="text-muted">
                    Scan the QR code with your app, or enter this key by hand:
                    <code
                      className="mt-1 block rounded-lg bg-mist px-3 py-2 font-mono text-navy"
                      data-testid="totp-secret"
                    >
                      {totpSetup.secret}
                    </code>
                  </p>
                  <CodeField label="Code from the app" field={fields.code} />
                </>
              )}
            </IntentForm>
          </div>
        ) : mfa.hasPassword ? (
          <IntentForm {...forms} intent="totp-begin" label="Set up authenticator app" askPassword />
        ) : (
          <NeedsPassword />
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
          {!mfa.sms && !mfa.hasPassword ? (
            <NeedsPassword />
          ) : mfa.sms ? (
            <IntentForm {...forms} intent="sms-disable" label="Turn off" variant="quiet" askPassword>
              {() => (
                <p className="flex items-center gap-2 font-bold text-navy">
                  <ShieldCheck aria-hidden className="size-5 text-turquoise-deep" /> On for {mfa.phone}
                </p>
              )}
            </IntentForm>
          ) : (
            <>
              <SmsRiskNotice />
              {mfa.phonePending && (
                <IntentForm {...forms} intent="sms-confirm" label="Confirm phone">
                  {(fields) => (
                    <>
                      <p className="text-muted">Enter the code we texted to {mfa.phone}.</p>
                      <CodeField label="Code from the text" field={fields.code} />
                    </>
                  )}
                </IntentForm>
              )}
              <IntentForm
                {...forms}
                intent="sms-begin"
                label={mfa.phonePending ? "Send a new code" : "Text me a code"}
                variant={mfa.phonePending ? "quiet" : "primary"}
                askPassword
              >
                {(fields) => (
                  <Field
                    label="Mobile number"
                    field={fields.phone}
                    type="tel"
                    autoComplete="tel"
                    placeholder="+1 415 555 0100"
                    required
                  />
                )}
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
          <IntentForm {...forms} intent="backup-regenerate" label="Make new backup codes" variant="quiet" askPassword />
        </Section>
      )}
    </div>
  );
}

/** Turning on a second factor asks for the password, which a Google-only account does not have yet. */
function NeedsPassword() {
  return (
    <p className="text-muted">
      Turning this on asks for your password.{" "}
      <a href="#password" className="font-bold text-navy underline">
        Set a password first
      </a>
      .
    </p>
  );
}

/** ASVS 6.6.1: where a user turns text-message codes on, they learn what the factor is worth. */
function SmsRiskNotice() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-yellow bg-yellow/30 px-4 py-3 text-sm text-ink">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-navy" />
      <span>
        Text messages are less secure than an authenticator app: a code can be intercepted or your number moved to
        another SIM. Use an authenticator app if you can.
      </span>
    </p>
  );
}
