/** Shapes of seed entries that are not plain table rows. */

/** One lesson in a course's JSON-encoded `lessons` column. */
export type LessonSeed = { title: string; kind: "video" | "reading" | "quiz" | "project"; minutes: number };

/** One step in a guided project's JSON-encoded `objectives` column. */
export type ObjectiveSeed = { title: string; detail: string };

/** One image in a showcase project's JSON-encoded `images` column (src is a local /images/... path). */
export type ProjectImageSeed = { src: string; alt: string };

/** One winner in a challenge's JSON-encoded `winners` column. */
export type ChallengeWinnerSeed = {
  name: string;
  title: string;
  summary: string;
  place: 1 | 2 | 3;
  /** The winning entry in the showcase; the page links it and its author's profile. */
  projectId: string;
};

/**
 * Where the bytes of a data set file come from: a file inside the `vega-datasets` npm package
 * (path relative to the package root, e.g. "data/airports.csv"), converted to CSV by the seed.
 */
export type DatasetFileSource = { path: string; format: "csv" | "tsv" | "json" };

/** A download or preview file of a data set; the seed writes it to file storage and records its size. */
export type DatasetFileSeed = {
  id: string;
  datasetId: string;
  role: "download" | "preview";
  title: string;
  fileName: string;
  fileType: "CSV";
  position: number;
  source: DatasetFileSource;
};
