import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2, CircleAlert, FileUp, MailCheck, RefreshCw } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormErrors, formProps, SelectField, TextArea } from "~/app/components/ui/field.tsx";
import { ScrollRegion } from "~/app/components/ui/scroll-region.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import {
  InviteFormSchema,
  MAX_INVITES_PER_BATCH,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type InviteRow,
  type TeamRole,
} from "~/core/teams.ts";

/**
 * Inviting people to a team (issue 19), shared by onboarding step 2 and /dashboard/team/invite:
 * addresses pasted or a CSV file → a preview of every row with its error → send → what happened.
 * Every step is a form that works without JavaScript; the server keeps nothing between them (the
 * preview carries the list back in a hidden field, and the service checks it all again on send).
 */

export interface InvitePreview {
  kind: "text" | "csv";
  /** The pasted text or the CSV file's text, sent again as is so line numbers stay the file's. */
  source: string;
  role: TeamRole;
  fileName: string | null;
  rows: InviteRow[];
}

export interface InviteOutcomeView {
  invited: string[];
  resent: string[];
  errors: InviteRow[];
}

/** What the invite intents of an action answer (see invite-actions.server.ts). */
export type InviteReply =
  | { intent: "preview" | "preview-csv"; result: SubmissionResult<string[]>; preview?: InvitePreview }
  | { intent: "send"; outcome?: InviteOutcomeView; message?: string };

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));
const ROLE_HINT = "For rows without a role of their own.";

export function isInviteReply(reply: unknown): reply is InviteReply {
  const intent = (reply as { intent?: unknown } | null | undefined)?.intent;
  return intent === "preview" || intent === "preview-csv" || intent === "send";
}

function SubmitIntent({
  intent,
  children,
  busy: busyLabel,
  className = "btn btn-primary",
}: {
  intent: string;
  children: string;
  busy: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** Moves focus to a panel that replaces the form the user just sent (preview, result). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * The whole invite area: the result after sending, else the preview (if any) above the two ways
 * in (paste, CSV). `action` is the URL the forms post to (with its `?step=` on onboarding).
 */
export function InviteArea({
  reply,
  action,
  restartHref,
}: {
  reply: InviteReply | null;
  action: string;
  /** Where "Invite more people" goes: the same page, without the answer. */
  restartHref: string;
}) {
  if (reply?.intent === "send" && reply.outcome) {
    return <InviteResult outcome={reply.outcome} restartHref={restartHref} />;
  }
  const preview = reply && reply.intent !== "send" ? reply.preview : undefined;
  return (
    <div className="flex flex-col gap-6">
      {reply?.intent === "send" && reply.message ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {reply.message}
        </p>
      ) : null}
      {preview ? <InvitePreviewPanel preview={preview} action={action} /> : null}
      <InviteForms reply={reply} action={action} />
    </div>
  );
}

function InviteForms({ reply, action }: { reply: InviteReply | null; action: string }) {
  const pasteReply = reply?.intent === "preview" ? reply.result : null;
  const csvReply = reply?.intent === "preview-csv" ? reply.result : null;
  const [form, fields] = useSchemaForm(InviteFormSchema, {
    id: "invite-paste",
    lastResult: pasteReply,
    defaultValue: { role: "member" },
  });
  const [csvForm] = useSchemaForm(NoFieldsFormSchema, { id: "invite-csv", lastResult: csvReply });
  return (
    <div className="flex flex-col gap-6">
      <Form method="post" action={action} className="flex flex-col gap-4" {...formProps(form)}>
        <FormErrors form={form} />
        <TextArea
          label="E-mail addresses"
          field={fields.emails}
          rows={5}
          required
          spellCheck={false}
          autoCapitalize="none"
          placeholder={"ana@example.com\nben@example.com,manager"}
          hint={`One per line or separated by commas; add a role after a comma (admin, manager or member). Up to ${MAX_INVITES_PER_BATCH} at a time.`}
        />
        <SelectField label="Role" field={fields.role} options={ROLE_OPTIONS} hint={ROLE_HINT} />
        <div>
          <SubmitIntent intent="preview" busy="Checking…">
            Preview invitations
          </SubmitIntent>
        </div>
      </Form>

      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
      </div>

      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="flex flex-col gap-4"
        {...formProps(csvForm)}
      >
        <FormErrors form={csvForm} />
        <Field
          label="CSV file"
          name="csv"
          type="file"
          accept=".csv,text/csv,text/plain"
          required
          errors={csvReply?.error?.csv ?? undefined}
          hint="One address per row, optionally a role in the second column; a header row is skipped. Up to 500 rows and 256 KB."
          className="block w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:font-bold file:text-navy hover:file:bg-line"
        />
        <SelectField
          label="Role for the file"
          name="role"
          options={ROLE_OPTIONS}
          defaultValue="member"
          hint={ROLE_HINT}
        />
        <div>
          <SubmitIntent intent="preview-csv" busy="Reading the file…" className="btn btn-outline text-navy">
            Preview the file
          </SubmitIntent>
        </div>
      </Form>
    </div>
  );
}

function InvitePreviewPanel({ preview, action }: { preview: InvitePreview; action: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  const good = preview.rows.filter((r) => !r.error).length;
  const bad = preview.rows.length - good;
  const [sendForm] = useSchemaForm(NoFieldsFormSchema, { id: "invite-send" });
  return (
    <section aria-labelledby="invite-preview-title" className="rounded-2xl border border-line bg-mist/60 p-4 sm:p-5">
      <h3 id="invite-preview-title" ref={ref} tabIndex={-1} className="text-lg font-bold text-navy outline-none">
        Check the list before sending
      </h3>
      <p className="mt-1 text-sm text-ink">
        {preview.fileName ? (
          <>
            From <strong className="break-all">{preview.fileName}</strong>:{" "}
          </>
        ) : null}
        {good === 0
          ? "no row can be invited. Fix the list and preview it again."
          : `${good} of ${preview.rows.length} ${preview.rows.length === 1 ? "row" : "rows"} ready to invite.`}
        {bad > 0 && good > 0 ? ` ${bad} with a problem will be skipped; you can fix and invite them later.` : ""}
      </p>
      <ScrollRegion label="Rows of the list" className="mt-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Each row of the list and whether it can be invited</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-3 font-bold">
                Line
              </th>
              <th scope="col" className="py-2 pr-3 font-bold">
                Address
              </th>
              <th scope="col" className="hidden py-2 font-bold sm:table-cell">
                Check
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line} className="border-b border-line/70 align-top last:border-0">
                <td className="py-2 pr-3 text-muted tabular-nums">{row.line}</td>
                <td className="py-2 pr-3">
                  <span className="break-all text-ink">{row.email || "—"}</span>
                  {!row.error ? <span className="block text-xs text-muted">{TEAM_ROLE_LABELS[row.role]}</span> : null}
                  {/* Narrow screens: the check under the address (the third column is hidden). */}
                  <span className="mt-1 block sm:hidden">
                    <RowCheck error={row.error} />
                  </span>
                </td>
                <td className="hidden py-2 sm:table-cell">
                  <RowCheck error={row.error} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {good > 0 ? (
        <Form method="post" action={action} className="mt-4" {...formProps(sendForm)}>
          <input type="hidden" name="kind" value={preview.kind} />
          <input type="hidden" name="source" value={preview.source} />
          <input type="hidden" name="role" value={preview.role} />
          <SubmitIntent intent="send" busy="Sending…">
            {good === 1 ? "Send 1 invitation" : `Send ${good} invitations`}
          </SubmitIntent>
        </Form>
      ) : null}
    </section>
  );
}

function RowCheck({ error }: { error: string | null }) {
  return error ? (
    <span className="flex gap-1.5 font-semibold text-red-800">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{error}</span>
    </span>
  ) : (
    <span className="flex items-center gap-1.5 text-turquoise-deep">
      <CheckCircle2 aria-hidden className="size-4 shrink-0" />
      Ready
    </span>
  );
}

function InviteResult({ outcome, restartHref }: { outcome: InviteOutcomeView; restartHref: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  const sent = outcome.invited.length + outcome.resent.length;
  return (
    <section aria-labelledby="invite-result-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h3
        id="invite-result-title"
        ref={ref}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-navy outline-none"
      >
        <MailCheck aria-hidden className="size-5 text-turquoise-deep" />
        {sent === 0 ? "No invitations were sent" : sent === 1 ? "1 invitation sent" : `${sent} invitations sent`}
      </h3>
      <p role="status" className="mt-1 text-sm text-ink">
        {outcome.invited.length} invited, {outcome.resent.length} re-sent, {outcome.errors.length} not invited.
      </p>
      {outcome.invited.length > 0 ? (
        <ResultList title="Invited" icon={<CheckCircle2 aria-hidden className="size-4 text-turquoise-deep" />}>
          {outcome.invited.map((email) => (
            <li key={email} className="break-all">
              {email}
            </li>
          ))}
        </ResultList>
      ) : null}
      {outcome.resent.length > 0 ? (
        <ResultList
          title="Re-sent (they had an open invitation: the old link no longer works)"
          icon={<RefreshCw aria-hidden className="size-4 text-turquoise-deep" />}
        >
          {outcome.resent.map((email) => (
            <li key={email} className="break-all">
              {email}
            </li>
          ))}
        </ResultList>
      ) : null}
      {outcome.errors.length > 0 ? (
        <ResultList title="Not invited" icon={<CircleAlert aria-hidden className="size-4 text-red-700" />}>
          {outcome.errors.map((row) => (
            <li key={row.line}>
              <strong>Line {row.line}</strong>
              {row.email ? <span className="break-all">: {row.email}</span> : null} — {row.error}
            </li>
          ))}
        </ResultList>
      ) : null}
      <p className="mt-4">
        <Link to={restartHref} className="btn btn-outline text-navy">
          <FileUp aria-hidden className="size-4" /> Invite more people
        </Link>
      </p>
    </section>
  );
}

function ResultList({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h4 className="flex items-center gap-1.5 text-sm font-bold text-navy">
        {icon}
        {title}
      </h4>
      <ul className="mt-1 flex flex-col gap-1 pl-6 text-sm text-ink">{children}</ul>
    </div>
  );
}
