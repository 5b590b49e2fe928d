import { Clock, Mail, MapPin } from "lucide-react";
import { Form, Link } from "react-router";
import { Field, FormErrors, FormNotice, formProps, SelectField, TextArea } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { Honeypot } from "~/app/features/publishing/honeypot.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { CONTACT_TOPICS, ContactFormSchema } from "~/core/publishing.ts";
import type { Route } from "./+types/contact";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Contact", url: "/contact" } };

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: getAppContext(context).env.supportEmail };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), ContactFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  const { services, clientIp } = getAppContext(context);
  const viewer = await getViewer(context);
  const { website, topic, ...value } = submission.value;
  const topicLabel = CONTACT_TOPICS.find((t) => t.id === topic)?.label ?? topic;
  try {
    await services.leads.create(
      { kind: "contact", ...value, topic: topicLabel, website },
      { ip: clientIp, userId: viewer?.userId },
      {
        confirmation: {
          subject: "We received your message",
          intro: `Thanks for writing to Maven Analytics about “${topicLabel}”. A person on our support team reads every message and answers within one working day. Here is a copy of what you sent.`,
          echoMessage: true,
        },
      },
    );
    return { sent: true as const, email: value.email, name: value.name };
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Contact Us",
    description:
      "Questions about your account, billing, courses or training your team? Send the Maven Analytics team a message; we answer within one working day.",
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData ? actionData : null;
  const [form, fields] = useSchemaForm(ContactFormSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Company"
        title="Contact us"
        lede="Questions about your account, a course, billing or training your team: send us a message and a person will answer."
      />
      <div className="container-site mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="contact-form-h" className="max-w-2xl">
          <h2 id="contact-form-h" className="font-display text-2xl font-bold text-navy">
            Send a message
          </h2>
          {sent ? (
            <div className="mt-5">
              <FormNotice>
                Thanks, {sent.name}. Your message is with our support team, and a copy is on its way to{" "}
                <strong>{sent.email}</strong>. We answer within one working day.
              </FormNotice>
              <Link to="/faq" className="btn btn-outline mt-5 text-navy">
                Browse the FAQ meanwhile
              </Link>
            </div>
          ) : (
            <Form method="post" className="relative mt-5 flex flex-col gap-5" {...formProps(form)}>
              <FormErrors form={form} />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Your name" field={fields.name} autoComplete="name" required />
                <Field label="Email" field={fields.email} type="email" autoComplete="email" required />
              </div>
              <SelectField
                label="Topic"
                field={fields.topic}
                placeholder="Choose a topic"
                options={CONTACT_TOPICS.map((t) => ({ value: t.id, label: t.label }))}
                required
              />
              <TextArea label="Message" field={fields.message} rows={7} required />
              <Honeypot />
              <p className="text-sm text-muted">
                We use what you send only to answer you; see our{" "}
                <Link to="/privacy-policy" className="underline">
                  Privacy Policy
                </Link>
                .
              </p>
              <div>
                <SubmitButton busyLabel="Sending…">Send message</SubmitButton>
              </div>
            </Form>
          )}
        </section>
        <aside className="space-y-5">
          <div className="rounded-2xl border border-line p-6">
            <h2 className="font-display text-xl font-bold text-navy">Other ways to reach us</h2>
            <ul className="mt-4 space-y-4 text-sm">
              <li className="flex gap-3">
                <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
                <span>
                  <span className="block font-bold text-navy">Email</span>
                  <a href={`mailto:${loaderData.supportEmail}`} className="underline">
                    {loaderData.supportEmail}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
                <span>
                  <span className="block font-bold text-navy">Support hours</span>
                  Monday to Friday, 9:00 to 17:00 (US Eastern). We answer within one working day.
                </span>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
                <span>
                  <span className="block font-bold text-navy">Postal address</span>
                  Maven Analytics, 2150 Park Place, Suite 300, Boston, MA 02110, USA
                </span>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-mist p-6 text-sm">
            <h2 className="font-display text-xl font-bold text-navy">Training a team?</h2>
            <p className="mt-2 text-muted">Tell us about your team and we'll suggest a plan, training or consulting.</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to="/maven-for-business" className="btn btn-dark">
                Maven for Business
              </Link>
              <Link to="/training" className="btn btn-outline text-navy">
                Training
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </main>
  );
}
