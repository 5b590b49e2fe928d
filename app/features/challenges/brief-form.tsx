import { Field, FormErrors, formProps, SelectField, TextArea } from "~/app/components/ui/field.tsx";
import { useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import type { FormReply } from "~/app/lib/http.server.ts";
import {
  CHALLENGE_MAX_DAYS,
  CHALLENGE_MIN_DAYS,
  ChallengeBriefSchema,
  type ChallengeBriefValues,
} from "~/core/challenges.ts";
import { Form, href, Link } from "react-router";

export interface BriefFormProps {
  defaultValue: ChallengeBriefValues;
  choices: { images: string[]; datasets: { id: string; title: string }[] };
  lastResult: FormReply["result"] | undefined;
  /** Which dates the challenge's state still lets staff change. */
  dates: "both" | "end" | "none";
  submitLabel: string;
}

const imageName = (src: string) =>
  (src.split("/").pop() ?? src)
    .replace(/\.\w+$/, "")
    .replace(/-/g, " ")
    .replace(/^\w/, (c) => c.toUpperCase());

/** A challenge's brief: the staff area's new and edit pages (the same schema as the service). */
export function ChallengeBriefForm({ defaultValue, choices, lastResult, dates, submitLabel }: BriefFormProps) {
  const [form, fields] = useSchemaForm(ChallengeBriefSchema, { lastResult, defaultValue });
  const image = fields.featuredImageSrc.value ?? defaultValue.featuredImageSrc;
  return (
    <Form method="post" className="flex flex-col gap-4" {...formProps(form)}>
      <FormErrors form={form} />
      <Field label="Title" field={fields.title} required maxLength={80} />
      <Field
        label="Summary"
        field={fields.excerpt}
        required
        maxLength={200}
        hint="One line for the challenge list and for links shared elsewhere."
      />
      <TextArea
        label="Brief"
        field={fields.body}
        required
        rows={12}
        maxLength={6000}
        hint="The scenario, what to submit and how entries are judged. A blank line starts a new paragraph."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First day"
          field={fields.startsOn}
          type="date"
          required
          readOnly={dates !== "both"}
          hint={dates === "both" ? "Entries open at 00:00 UTC." : "Fixed: the challenge has started."}
        />
        <Field
          label="Last day"
          field={fields.endsOn}
          type="date"
          required
          readOnly={dates === "none"}
          hint={
            dates === "none"
              ? "Fixed: the challenge has closed."
              : `Entries close at 23:59 UTC. A challenge runs ${CHALLENGE_MIN_DAYS} to ${CHALLENGE_MAX_DAYS} days.`
          }
        />
      </div>
      <SelectField
        label="Data set"
        field={fields.datasetId}
        options={choices.datasets.map((d) => ({ value: d.id, label: d.title }))}
        placeholder="None"
        hint="Linked from the brief, opened in the playground's drawer."
      />
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <SelectField
          label="Illustration"
          field={fields.featuredImageSrc}
          options={choices.images.map((src) => ({ value: src, label: imageName(src) }))}
          placeholder="Choose an illustration"
          required
        />
        {image && (
          <img
            src={image}
            alt=""
            width={160}
            height={90}
            className="aspect-video w-40 rounded-lg bg-mist object-cover"
          />
        )}
      </div>
      <div>
        <SubmitButton busyLabel="Saving…">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** The way back to the staff area's challenge list, above each challenge page. */
export function BackToChallenges() {
  return (
    <p className="text-sm">
      <Link to={href("/admin/challenges")} className="underline">
        Challenges
      </Link>
    </p>
  );
}
