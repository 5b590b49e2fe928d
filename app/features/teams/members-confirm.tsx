import { Form, href, Link, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { Modal } from "~/app/components/ui/modal.tsx";

const PAGE = href("/dashboard/team/members");

/**
 * What "Remove" and "Leave team" ask before they act. The same text and form serve as the page's
 * confirm step (a link to `?remove=…` or `?leave=1`, without JavaScript) and as a dialog (with it).
 */
export function ConfirmBody({
  intent,
  userId,
  children,
  confirmLabel,
  cancel,
}: {
  intent: "remove" | "leave";
  userId?: string;
  children: ReactNode;
  confirmLabel: string;
  /** A link back to the page (the confirm step) or a button closing the dialog. */
  cancel: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="flex flex-col gap-3 text-ink">
      {children}
      {/* A refused leave (the last admin) answers on the confirm step, where its message belongs. */}
      <Form method="post" action={intent === "leave" ? `${PAGE}?leave=1` : PAGE} className="mt-2 flex flex-wrap gap-3">
        {userId ? <input type="hidden" name="userId" value={userId} /> : null}
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={busy}
          className="rounded-full bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? "Working…" : confirmLabel}
        </button>
        {cancel}
      </Form>
    </div>
  );
}

export function RemoveText({ name, waiting = false }: { name: string; waiting?: boolean }) {
  if (waiting)
    return (
      <p>
        {name} leaves the waiting list and won&apos;t get a seat. They can join again later with an invitation or the
        join link.
      </p>
    );
  return (
    <>
      <p>
        Their seat is freed at once and their premium access from the team ends now. Their own progress, projects and
        credentials stay theirs.
      </p>
      <p className="text-sm text-muted">
        {name} can join again later with an invitation or the join link, if a seat is free.
      </p>
    </>
  );
}

export function LeaveText({ teamName }: { teamName?: string }) {
  return (
    <p>
      You give up your seat in {teamName ?? "the team"} and your premium access from the team ends now. Your own
      progress, projects and credentials stay yours.
    </p>
  );
}

/** The confirm step as a panel of its own on the page (no JavaScript, or a shared link). */
export function ConfirmPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="confirm-title"
      className="rounded-2xl border-2 border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="confirm-title" className="mb-3 text-xl font-bold text-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const cancelLink = (
  <Link to={PAGE} className="btn btn-outline text-navy">
    Cancel
  </Link>
);

/** The confirm step in a dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className="max-w-lg" testId="confirm-dialog">
      <div className="rounded-xl bg-white p-5">{children}</div>
    </Modal>
  );
}
