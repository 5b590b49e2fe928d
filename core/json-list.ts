import { z } from "zod";

/**
 * Lists stored JSON-encoded (lessons, objectives, images, winners) are read leniently: a value
 * that does not parse is reported and read as an empty list, never an error page.
 */
export function parseJsonList<T>(raw: string, item: z.ZodType<T>, onError: (error: unknown) => void): T[] {
  try {
    return z.array(item).parse(JSON.parse(raw));
  } catch (error) {
    onError(error);
    return [];
  }
}

export const ObjectiveSchema = z.object({ title: z.string().min(1), detail: z.string() });
export type Objective = z.infer<typeof ObjectiveSchema>;

export const ProjectImageSchema = z.object({
  // Only our own files: uploads and seed images are served from this origin.
  src: z.string().regex(/^\/(?!\/)[A-Za-z0-9._\-/]+$/),
  alt: z.string(),
});
export type ProjectImage = z.infer<typeof ProjectImageSchema>;
