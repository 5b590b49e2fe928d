import { Award, BadgeCheck, Share2 } from "lucide-react";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { CredentialCard } from "~/app/features/catalog/credential-card.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { CredentialKind } from "~/server/domain/credentials/service.ts";
import type { Route } from "./+types/credentials";

export async function loader({ context }: Route.LoaderArgs) {
  const { credentials } = getAppContext(context).services;
  const [list, me] = await Promise.all([credentials.list(), getViewer(context)]);
  const earned = me ? await credentials.earnedBy(me.userId) : [];
  return { credentials: list, earned, signedIn: me !== null };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Credentials", url: "/credentials" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Credentials",
    description:
      "Earn a verifiable badge for every course, learning path and guided project you finish, with a public link employers can check.",
    path: "/credentials",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/credentials.jpg",
  });

const GROUPS: { kind: CredentialKind; title: string; lede: string }[] = [
  { kind: "path", title: "Learning path credentials", lede: "Finish every course in a path." },
  { kind: "guided_project", title: "Guided project credentials", lede: "Complete every objective of a project." },
  { kind: "course", title: "Course credentials", lede: "Finish every lesson, quiz and project in a course." },
];

const STEPS = [
  {
    icon: Award,
    title: "Finish the work",
    body: "Complete every lesson, quiz and project of a course, path or guided project.",
  },
  {
    icon: BadgeCheck,
    title: "Get your badge",
    body: "The credential is issued at once, dated, with a unique verification code.",
  },
  {
    icon: Share2,
    title: "Show it off",
    body: "Share the public verification link on your résumé or LinkedIn; anyone can check it is real.",
  },
];

export default function CredentialsPage({ loaderData: { credentials, earned, signedIn } }: Route.ComponentProps) {
  const earnedById = new Map(earned.map((e) => [e.credentialId, e]));
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Credentials"
        title="Credentials that prove your skills"
        lede="Every course, learning path and guided project ends with a credential: a dated badge with a public verification page, so employers can see exactly what you finished."
      />
      <section className="container-site mt-10" aria-labelledby="how-heading">
        <h2 id="how-heading" className="font-display text-2xl font-bold text-navy">
          How credentials are earned
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, body }, i) => (
            <li key={title} className="rounded-2xl bg-mist p-6">
              <Icon aria-hidden className="size-7 text-turquoise-deep" />
              <h3 className="mt-3 font-bold text-navy">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ol>
        {signedIn && (
          <p className="mt-6 font-bold text-navy" aria-live="polite">
            You have earned {earned.length} of {credentials.length} credentials.
          </p>
        )}
      </section>
      {GROUPS.map((group) => {
        const items = credentials.filter((c) => c.kind === group.kind);
        if (items.length === 0) return null;
        return (
          <section key={group.kind} className="container-site mt-12" aria-labelledby={`group-${group.kind}`}>
            <h2 id={`group-${group.kind}`} className="font-display text-2xl font-bold text-navy">
              {group.title}
            </h2>
            <p className="mt-1 text-muted">{group.lede}</p>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((credential) => (
                <li key={credential.id}>
                  <CredentialCard credential={credential} earned={earnedById.get(credential.id)} signedIn={signedIn} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </main>
  );
}
