import type { redirect } from "react-router";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { formFailure } from "~/app/lib/http.server.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import { BadInput } from "~/server/domain/errors.ts";
import type { TeamsService } from "~/server/domain/teams/service.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import { UPLOAD_UNREADABLE_MESSAGE, type UploadForm } from "~/server/media/upload-form.ts";

/**
 * The `logo` and `remove-logo` intents of TeamLogoForm, for onboarding and settings alike: the upload's
 * own limit errors first, then the image store's checks; `back` is where each outcome redirects.
 */
export async function runLogoIntent(
  teams: Pick<TeamsService, "setLogo" | "removeLogo">,
  viewer: Viewer,
  intent: "logo" | "remove-logo",
  form: UploadForm,
  back: (done: "logo" | "logo-removed") => ReturnType<typeof redirect>,
) {
  const submission = parseForm(form.fields, NoFieldsFormSchema);
  try {
    if (intent === "remove-logo") {
      await teams.removeLogo(viewer);
      return back("logo-removed");
    }
    if (!form.ok) {
      const message = Object.values(form.fieldErrors)[0]?.[0] ?? UPLOAD_UNREADABLE_MESSAGE;
      throw new BadInput(message, form.fieldErrors);
    }
    const file = form.files[0];
    if (!file) throw new BadInput("Choose an image to upload.", { logo: ["Choose an image to upload."] });
    await teams.setLogo(viewer, file.bytes);
  } catch (error) {
    return formFailure(submission, error, { extra: { intent } });
  }
  return back("logo");
}
