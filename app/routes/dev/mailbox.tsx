import { LinkifiedText } from "~/app/components/linkified-text.tsx";
import { Mail, MessageSquareText, Trash2 } from "lucide-react";
import { data, Form, href, redirect, type RouterContextProvider } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import type { OutboxEntry } from "~/server/mail/outbox.ts";
import type { Route } from "./+types/mailbox";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Development mailbox", url: "/dev/mailbox" } };

/** The outbox exists only while the development mailbox is on (env.devMailbox); otherwise a 404. */
function outboxFrom(context: Readonly<RouterContextProvider>) {
  const { outbox } = getAppContext(context).services;
  if (!outbox) throw data(null, { status: 404 });
  return outbox;
}

export function loader({ context }: Route.LoaderArgs) {
  return { entries: outboxFrom(context).list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outbox = outboxFrom(context);
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== "clear") throw data({ error: "Unknown action" }, { status: 400 });
  outbox.clear();
  return redirect(href("/dev/mailbox"));
}

// Codes and sign-in links: never cached anywhere.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function DevMailboxPage({ loaderData: { entries } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Development only"
        title="Development mailbox"
        lede="Mails and texts the app would have sent, newest first. Nothing here left this machine; the list lives in memory and empties when the server restarts."
      >
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="clear" className="btn btn-primary" disabled={entries.length === 0}>
            <Trash2 aria-hidden className="size-4" />
            Clear
          </button>
        </Form>
      </PageHero>
      <section className="container-site mt-10" aria-labelledby="outbox-heading">
        <h2 id="outbox-heading" className="font-display text-2xl font-bold text-navy">
          Messages ({entries.length})
        </h2>
        {entries.length === 0 ? (
          <p className="mt-4 text-muted">Nothing sent yet. Sign up or ask for a code, then reload this page.</p>
        ) : (
          <ol className="mt-5 space-y-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <OutboxItem entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Development mailbox" },
  { name: "robots", content: "noindex" },
];

// UTC, so the server render and the browser agree.
const SENT_AT_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const isMail = entry.kind === "mail";
  const title = isMail ? (entry.subject ?? "(no subject)") : "Text message";
  const Icon = isMail ? Mail : MessageSquareText;
  return (
    <details className="rounded-2xl border border-line bg-white shadow-sm open:shadow-md">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl p-4 hover:bg-mist">
        <Icon aria-hidden className="size-5 shrink-0 text-turquoise-deep" />
        <span className="sr-only">{isMail ? "Mail:" : "Text:"}</span>
        <span className="font-bold text-navy">{title}</span>
        <span className="text-sm text-muted">to {entry.to}</span>
        <time dateTime={entry.sentAt.toISOString()} className="ml-auto text-sm text-muted">
          {SENT_AT_FORMAT.format(entry.sentAt)} UTC
        </time>
      </summary>
      <div className="space-y-5 border-t border-line p-4">
        <div>
          <h3 className="text-sm font-bold tracking-wide text-navy uppercase">{isMail ? "Text part" : "Text"}</h3>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-mist p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
            <LinkifiedText text={entry.text} />
          </pre>
        </div>
        {entry.html && (
          <div>
            <h3 className="text-sm font-bold tracking-wide text-navy uppercase">HTML part</h3>
            {/* An empty sandbox: the mail's HTML can neither run scripts nor reach this page. */}
            <iframe
              title={`HTML part of “${title}” to ${entry.to}`}
              srcDoc={entry.html}
              sandbox=""
              loading="lazy"
              className="mt-2 h-[36rem] w-full resize-y rounded-lg border border-line bg-white"
            />
          </div>
        )}
      </div>
    </details>
  );
}
