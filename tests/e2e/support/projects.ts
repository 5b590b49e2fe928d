// Showcase projects as a person makes them in the browser, for the specs that need one.
import { expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./app.ts";

export interface NewProject {
  title: string;
  summary?: string;
  body?: string;
  tools?: string;
  link?: string;
  draft?: boolean;
  image?: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills the new-project form and saves it; returns the project's id from the list's View link. */
export async function createProject(page: Page, project: NewProject): Promise<string> {
  await gotoHydrated(page, "/dashboard/projects/new");
  const main = page.getByRole("main");
  await main.getByLabel("Title").fill(project.title);
  await main.getByLabel("Summary").fill(project.summary ?? "Sales by region, quarter by quarter.");
  await main
    .getByRole("textbox", { name: "Write-up" })
    .fill(project.body ?? "## Question\n\nWhich region grew fastest?");
  await main.getByLabel("Tools").fill(project.tools ?? "Excel, Power BI");
  await main.getByLabel("Project link").fill(project.link ?? "https://example.com/work");
  if (project.image) await main.getByLabel(/Add images/).setInputFiles(project.image);
  if (project.draft) await main.getByRole("radio", { name: /Draft/ }).check();
  await main.getByRole("button", { name: "Save project" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\?saved=prj_/);
  return new URL(page.url()).searchParams.get("saved")!;
}
