import type { RouterContextProvider } from "react-router";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { InquiryFormSchema } from "~/core/publishing.ts";
import { formFailure, formInvalid, readFormData } from "./http.server.ts";
import { getViewer } from "./viewer.server.ts";

/** The action of the consulting and training pages: validate, store the lead, queue the mails. */
export async function inquiryAction(
  kind: "consulting" | "training",
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const submission = parseForm(await readFormData(request), InquiryFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  const { services, clientIp } = getAppContext(context);
  const viewer = await getViewer(context);
  const { teamSize, website, ...value } = submission.value;
  const label = kind === "consulting" ? "consulting" : "team training";
  try {
    await services.leads.create(
      { kind, ...value, topic: `${label} inquiry`, details: { teamSize }, website },
      { ip: clientIp, userId: viewer?.userId },
      {
        confirmation: {
          subject: `Your ${label} inquiry`,
          intro: `Thanks for your interest in Maven Analytics ${label} for ${value.organisation}. Our business team will reply within two working days to set up a first call. Here is what you sent us.`,
          echoMessage: true,
        },
      },
    );
    return { sent: true as const, email: value.email };
  } catch (error) {
    return formFailure(submission, error);
  }
}
