import { describe, expect, it } from "vitest";
import {
  canCreateProject,
  canEditProject,
  canLikeProject,
  canViewProject,
  isWebLink,
  likesLabel,
  parseTools,
  PROJECT_MESSAGES,
  ProjectInputSchema,
  type ProjectActor,
} from "./projects.ts";

const author: ProjectActor = { userId: "usr_author" };
const other: ProjectActor = { userId: "usr_other" };
const visitor: ProjectActor = null;
const published = { authorId: "usr_author", published: true };
const draft = { authorId: "usr_author", published: false };

describe("project policies", () => {
  // [policy, project, visitor, author, other]
  it.each([
    ["view", canViewProject, published, true, true, true],
    ["view", canViewProject, draft, false, true, false],
    ["edit", canEditProject, published, false, true, false],
    ["edit", canEditProject, draft, false, true, false],
    ["like", canLikeProject, published, false, true, true],
    ["like", canLikeProject, draft, false, false, false],
  ] as const)("%s (case %#): visitor, author, another user", (_, policy, project, asVisitor, asAuthor, asOther) => {
    expect([policy(visitor, project), policy(author, project), policy(other, project)]).toEqual([
      asVisitor,
      asAuthor,
      asOther,
    ]);
  });

  it("needs an account to create", () => {
    expect([canCreateProject(visitor), canCreateProject(author)]).toEqual([false, true]);
  });
});

describe("project input", () => {
  const valid = { title: " Sales ", summary: "S", body: "## Hi\n\n", tools: "Excel", link: "", status: "draft" };

  it("trims text, keeps Markdown's leading spaces and reads tools as a list", () => {
    const parsed = ProjectInputSchema.parse({
      ...valid,
      body: "    code\n\n",
      tools: " Excel , power  bi,EXCEL,, SQL ",
    });
    expect(parsed).toMatchObject({ title: "Sales", body: "    code", tools: ["Excel", "power bi", "SQL"] });
  });

  it.each([
    ["title", "", PROJECT_MESSAGES.titleRequired],
    ["title", "x".repeat(121), PROJECT_MESSAGES.titleTooLong],
    ["summary", "  ", PROJECT_MESSAGES.summaryRequired],
    ["summary", "x".repeat(301), PROJECT_MESSAGES.summaryTooLong],
    ["body", "x".repeat(20_001), PROJECT_MESSAGES.bodyTooLong],
    ["tools", "a,b,c,d,e,f,g,h,i", PROJECT_MESSAGES.toolsTooMany],
    ["tools", "x".repeat(41), PROJECT_MESSAGES.toolTooLong],
    ["tools", "<script>", PROJECT_MESSAGES.toolInvalid],
    ["link", "javascript:alert(1)", PROJECT_MESSAGES.linkInvalid],
    ["link", "ftp://example.com/x", PROJECT_MESSAGES.linkInvalid],
    ["link", "example.com", PROJECT_MESSAGES.linkInvalid],
    ["link", `https://example.com/${"x".repeat(500)}`, PROJECT_MESSAGES.linkTooLong],
    ["status", "public", PROJECT_MESSAGES.statusInvalid],
  ])("refuses %s = %j with a clear message", (field, value, message) => {
    const result = ProjectInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual([field, message]);
  });

  it("accepts http and https links only", () => {
    expect(isWebLink("https://public.tableau.com/app/profile/x")).toBe(true);
    expect(isWebLink("http://example.com")).toBe(true);
    expect(isWebLink("https://")).toBe(false);
    expect(isWebLink("data:text/html,hi")).toBe(false);
    expect(isWebLink("//example.com")).toBe(false);
  });

  it("words counts", () => {
    expect(parseTools("")).toEqual([]);
    expect([likesLabel(0), likesLabel(1), likesLabel(1234)]).toEqual(["0 likes", "1 like", "1,234 likes"]);
  });
});
