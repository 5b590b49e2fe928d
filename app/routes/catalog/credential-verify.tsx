import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/credential-verify";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { record: await orHttpError(getAppContext(context).services.credentials.verify(params.id)) };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ pathname }) => ({ label: "Verification", url: pathname }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.record.credential.title}: credential of ${loaderData.record.holderName}`,
        description: `Verified credential issued to ${loaderData.record.holderName}.`,
        path: `/credentials/verify/${loaderData.record.verificationId}`,
        siteUrl: siteUrlFrom(matches),
        image: "/images/og/credentials.jpg",
      })
    : [];

/** The public verification page of an earned credential. */
export default function CredentialVerifyPage({ loaderData: { record } }: Route.ComponentProps) {
  return (
    <main className="container-site py-14">
      <div className="mx-auto max-w-xl rounded-3xl border border-line p-8 text-center shadow-sm">
        <img src={record.credential.badgeSrc} alt="" width={128} height={128} className="mx-auto size-32" />
        <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-turquoise/15 px-3 py-1 text-sm font-bold text-turquoise-deep">
          <BadgeCheck aria-hidden className="size-4" /> Verified credential
        </p>
        <h1 className="mt-4 font-display text-3xl font-bold text-navy">{record.credential.title}</h1>
        <dl className="mt-6 grid gap-3 text-left sm:grid-cols-2">
          <div className="rounded-xl bg-mist p-4">
            <dt className="text-xs font-bold text-muted uppercase">Issued to</dt>
            <dd className="mt-1 font-bold text-navy">{record.holderName}</dd>
          </div>
          <div className="rounded-xl bg-mist p-4">
            <dt className="text-xs font-bold text-muted uppercase">Issued on</dt>
            <dd className="mt-1 font-bold text-navy">{formatDate(record.issuedAt.toISOString().slice(0, 10))}</dd>
          </div>
          <div className="rounded-xl bg-mist p-4 sm:col-span-2">
            <dt className="text-xs font-bold text-muted uppercase">Credential ID</dt>
            <dd className="mt-1 font-mono font-bold text-navy">{record.verificationId}</dd>
          </div>
        </dl>
        <Link to={record.credential.subjectUrl} className="btn btn-dark mt-6">
          About {record.credential.subjectTitle}
        </Link>
      </div>
    </main>
  );
}
