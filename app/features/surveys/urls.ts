import { href } from "react-router";

/** An assessment's own page: the data literacy assessment has the spec's URL, the tool ones live under /assessments. */
export const assessmentUrl = (slug: string) =>
  slug === "data-literacy" ? href("/data-literacy-assessment") : href("/assessments/:slug", { slug });
