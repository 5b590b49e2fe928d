import { data, redirect } from "react-router";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { formFailure, formInvalid, statusOf } from "~/app/lib/http.server.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import {
  INVITE_CSV_TOO_LARGE_MESSAGE,
  InviteFormSchema,
  JoinLinkFormSchema,
  MAX_INVITE_CSV_BYTES,
  TEAM_ROLES,
  type TeamRole,
} from "~/core/teams.ts";
import { BadInput, DomainError } from "~/server/domain/errors.ts";
import type { TeamsService } from "~/server/domain/teams/service.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import type { UploadForm } from "~/server/media/upload-form.ts";

/** How the invite forms read their upload: one CSV file, with its own limit and message. */
export const INVITE_CSV_UPLOAD = {
  fileField: "csv",
  maxFiles: 1,
  maxFileBytes: MAX_INVITE_CSV_BYTES,
  fileTooLargeMessage: INVITE_CSV_TOO_LARGE_MESSAGE,
};
import type { InviteReply } from "./invite-forms.tsx";

/**
 * The actions behind the invite area and the join link panel, shared by onboarding step 2 and
 * /dashboard/team/invite. The form is read with `readUploadForm(request, { fileField: "csv" })`.
 */
export const INVITE_INTENTS = ["preview", "preview-csv", "send", "join-link", "new-link"] as const;
export type InviteIntent = (typeof INVITE_INTENTS)[number];

export const isInviteIntent = (value: unknown): value is InviteIntent => INVITE_INTENTS.includes(value as InviteIntent);

const roleOf = (value: unknown): TeamRole => (TEAM_ROLES.includes(value as TeamRole) ? (value as TeamRole) : "member");

/** Where an invite action answers with a redirect: the join link's notices, a send's result. */
export interface InviteHrefs {
  done: (done: "join-link" | "new-link") => string;
  /** The page with `?sent=<batchId>`, which `sentReply` reads. */
  sent: (batchId: string) => string;
}

/**
 * Runs one invite intent. Previews come back as the action's data. A send and the join link's
 * changes redirect (post/redirect/get), so reloading the result page never sends again.
 */
export async function runInviteIntent(
  teams: TeamsService,
  viewer: Viewer,
  intent: InviteIntent,
  form: UploadForm,
  hrefs: InviteHrefs,
) {
  const fields = form.fields;
  if (intent === "preview") {
    const submission = parseForm(fields, InviteFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    try {
      const role = roleOf(submission.value.role);
      const rows = await teams.previewInvites(viewer, { emails: submission.value.emails, role });
      if (rows.length === 0)
        throw new BadInput("There are no e-mail addresses in that text.", {
          emails: ["Enter at least one e-mail address."],
        });
      const reply: InviteReply = {
        intent,
        result: submission.reply(),
        preview: { kind: "text", source: submission.value.emails, role, fileName: null, rows },
      };
      return reply;
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
  }
  if (intent === "preview-csv") {
    const submission = parseForm(fields, NoFieldsFormSchema);
    try {
      if (!form.ok) {
        const message = Object.values(form.fieldErrors)[0]?.[0] ?? "The form could not be read. Please try again.";
        throw new BadInput(message, form.fieldErrors);
      }
      const file = form.files[0];
      if (!file) throw new BadInput("Choose a CSV file to upload.", { csv: ["Choose a CSV file to upload."] });
      const role = roleOf(fields.get("role"));
      const rows = await teams.previewInvites(viewer, { csv: file.bytes, role });
      if (rows.length === 0)
        throw new BadInput("That file has no e-mail addresses.", { csv: ["That file has no e-mail addresses."] });
      // The service decoded it as UTF-8 already; the text goes back in the preview's hidden field.
      const source = new TextDecoder().decode(file.bytes);
      const reply: InviteReply = {
        intent,
        result: submission.reply(),
        preview: { kind: "csv", source, role, fileName: file.filename || null, rows },
      };
      return reply;
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
  }
  if (intent === "send") {
    const source = String(fields.get("source") ?? "");
    const role = roleOf(fields.get("role"));
    try {
      const { batchId } =
        fields.get("kind") === "csv"
          ? await teams.invite(viewer, { csv: new TextEncoder().encode(source), role })
          : await teams.invite(viewer, { emails: source, role });
      return redirect(hrefs.sent(batchId));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const reply: InviteReply = { intent, message: error.message };
      return data(reply, { status: statusOf(error) });
    }
  }
  if (intent === "join-link") {
    const submission = parseForm(fields, JoinLinkFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    try {
      await teams.setJoinLink(viewer, submission.value);
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
    return redirect(hrefs.done("join-link"));
  }
  const submission = parseForm(fields, NoFieldsFormSchema);
  try {
    await teams.regenerateJoinLink(viewer);
  } catch (error) {
    return formFailure(submission, error, { extra: { intent } });
  }
  return redirect(hrefs.done("new-link"));
}

export const JOIN_LINK_NOTICES = {
  "join-link": "The join link is saved.",
  "new-link": "There is a new join link: the old one no longer works.",
} as const;

/**
 * The result of the send named by `?sent=` (an admin's own team, kept a day), as the invite area
 * shows it; an old or unknown one shows the empty form.
 */
export async function sentReply(teams: TeamsService, viewer: Viewer, url: URL): Promise<InviteReply | null> {
  const batchId = url.searchParams.get("sent");
  if (!batchId) return null;
  const outcome = await teams.inviteBatch(viewer, batchId);
  return outcome ? { intent: "send", outcome } : null;
}
