import { BadgeCheck, Download, ShieldAlert } from "lucide-react";
import { Form, href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/credential-verify";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { record: await orHttpError(getAppContext(context).services.credentials.verify(params.id)) };
}

/** Checks a credential someone pastes (the JSON download or its VC-JWT) against our published key. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const text = String(form.get("credential") ?? "").slice(0, 100_000);
  const result = await getAppContext(context).services.credentials.checkPasted(text);
  return result.valid
    ? {
        valid: true as const,
        message: `Valid: "${result.credential.name}", issued by ${result.credential.issuer.name}.`,
      }
    : { valid: false as const, message: `Verification failed: ${result.reason}` };
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
export default function CredentialVerifyPage({ loaderData: { record }, actionData }: Route.ComponentProps) {
  const valid = record.result.valid;
  return (
    <main className="container-site py-14">
      <div className="mx-auto max-w-2xl rounded-3xl border border-line p-8 shadow-sm">
        <div className="text-center">
          <img src={record.credential.badgeSrc} alt="" width={128} height={128} className="mx-auto size-32" />
          {valid ? (
            <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-turquoise/15 px-3 py-1 text-sm font-bold text-turquoise-deep">
              <BadgeCheck aria-hidden className="size-4" /> Verified credential
            </p>
          ) : (
            <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-yellow px-3 py-1 text-sm font-bold text-navy">
              <ShieldAlert aria-hidden className="size-4" /> {record.revoked ? "Revoked credential" : "Not verified"}
            </p>
          )}
          <h1 className="mt-4 font-display text-3xl font-bold text-navy">{record.credential.title}</h1>
          <p role="status" className="mt-2 text-sm text-muted">
            {record.result.message}
          </p>
        </div>
        <dl className="mt-6 grid gap-3 text-left sm:grid-cols-2">
          <div className="rounded-xl bg-mist p-4">
            <dt className="text-xs font-bold text-muted uppercase">Issued to</dt>
            <dd className="mt-1 font-bold text-navy">
              {record.holderProfileUrl ? (
                <Link to={record.holderProfileUrl} className="underline">
                  {record.holderName}
                </Link>
              ) : (
                record.holderName
              )}
            </dd>
          </div>
          <div className="rounded-xl bg-mist p-4">
            <dt className="text-xs font-bold text-muted uppercase">Issued on</dt>
            <dd className="mt-1 font-bold text-navy">{formatDate(record.issuedAt.toISOString().slice(0, 10))}</dd>
          </div>
          {record.cpeHours > 0 && (
            <div className="rounded-xl bg-mist p-4">
              <dt className="text-xs font-bold text-muted uppercase">CPE credit</dt>
              <dd className="mt-1 font-bold text-navy">{record.cpeHours} hours</dd>
            </div>
          )}
          <div className="rounded-xl bg-mist p-4">
            <dt className="text-xs font-bold text-muted uppercase">Credential ID</dt>
            <dd className="mt-1 font-mono font-bold text-navy">{record.verificationId}</dd>
          </div>
          <div className="rounded-xl bg-mist p-4 sm:col-span-2">
            <dt className="text-xs font-bold text-muted uppercase">Criteria</dt>
            <dd className="mt-1 text-navy">{record.criteria}</dd>
          </div>
          {record.description && (
            <div className="rounded-xl bg-mist p-4 sm:col-span-2">
              <dt className="text-xs font-bold text-muted uppercase">About</dt>
              <dd className="mt-1 text-navy">{record.description}</dd>
            </div>
          )}
          {record.skills.length > 0 && (
            <div className="rounded-xl bg-mist p-4 sm:col-span-2">
              <dt className="text-xs font-bold text-muted uppercase">Skills</dt>
              <dd className="mt-2 flex flex-wrap gap-2">
                {record.skills.map((skill) => (
                  <span key={skill} className="rounded-lg bg-white px-2.5 py-1 text-sm font-bold text-navy">
                    {skill}
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {valid && (
            <a href={record.linkedInUrl} className="btn btn-primary" target="_blank" rel="noopener noreferrer">
              Add to LinkedIn profile
            </a>
          )}
          <a
            href={href("/credentials/verify/:id/:file", { id: record.verificationId, file: "certificate.pdf" })}
            className="btn btn-dark"
            download
          >
            <Download aria-hidden className="size-4" /> Certificate (PDF)
          </a>
          <a
            href={href("/credentials/verify/:id/:file", { id: record.verificationId, file: "credential.json" })}
            className="btn btn-dark"
            download
          >
            <Download aria-hidden className="size-4" /> Credential (JSON)
          </a>
          <Link to={record.credential.subjectUrl} className="btn btn-dark">
            About {record.credential.subjectTitle}
          </Link>
        </div>
        <section aria-labelledby="check-heading" className="mt-10 border-t border-line pt-6">
          <h2 id="check-heading" className="font-display text-lg font-bold text-navy">
            Check a credential file
          </h2>
          <p className="mt-1 text-sm text-muted">
            Paste a Maven Analytics credential (the JSON download or its signed VC-JWT) to check its signature against
            our published key (/.well-known/jwks.json).
          </p>
          <Form method="post" className="mt-3">
            <label htmlFor="credential-text" className="text-sm font-bold text-navy">
              Credential
            </label>
            <textarea
              id="credential-text"
              name="credential"
              rows={4}
              required
              className="mt-1 block w-full rounded-lg border border-line p-2 font-mono text-xs"
            />
            <button type="submit" className="btn btn-dark mt-3">
              Check signature
            </button>
          </Form>
          {actionData && (
            <p
              role="alert"
              className={`mt-3 rounded-xl p-3 text-sm font-bold text-navy ${actionData.valid ? "bg-turquoise/20" : "bg-yellow/70"}`}
            >
              {actionData.message}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
