import { describe, expect, it } from "vitest";
import { buildBreadcrumbs } from "./breadcrumbs.tsx";

describe("buildBreadcrumbs", () => {
  it("collects fixed and computed crumbs in match order, never two with the same url", () => {
    const crumbs = buildBreadcrumbs([
      { pathname: "/", handle: undefined },
      { pathname: "/", handle: { breadcrumb: { label: "Home", url: "/" } } },
      { pathname: "/courses", handle: { breadcrumb: { label: "Courses", url: "/courses" } } },
      { pathname: "/courses", handle: { breadcrumb: { label: "Courses again", url: "/courses" } } },
      {
        pathname: "/course/sql",
        loaderData: { title: "SQL" },
        handle: {
          breadcrumb: ({ data, pathname }: { data: unknown; pathname: string }) => ({
            label: (data as { title: string }).title,
            url: pathname,
          }),
        },
      },
      { pathname: "/x", handle: { breadcrumb: () => null } },
      {
        pathname: "/course/sql/lesson/1",
        handle: {
          breadcrumb: ({ pathname }: { pathname: string }) => [
            { label: "SQL", url: "/course/sql" },
            { label: "Joins", url: pathname },
          ],
        },
      },
    ]);
    expect(crumbs).toEqual([
      { label: "Home", url: "/" },
      { label: "Courses", url: "/courses" },
      { label: "SQL", url: "/course/sql" },
      { label: "Joins", url: "/course/sql/lesson/1" },
    ]);
  });
});
