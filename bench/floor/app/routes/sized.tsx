import { createElement, type ReactNode } from "react";
import { Link } from "react-router";

// The floor at an app page's size: React Router and React rendering the markup of one of the app's
// pages, with none of the app's components, middleware or data. `npm run bench` reads the page's
// server-rendered DOM with Chromium (scripting off) and hands it over as FLOOR_FIXTURE (server.js);
// the load test requests it with a new query string each time, as it does the app's rendered pages.
// Set against `/`, it says how much of a rendered page's cost is its size alone.

/** An element as [tag, attributes, children], or a text node. */
export type FixtureNode = string | [string, Record<string, string>, FixtureNode[]];
export type Fixture = { body: FixtureNode[]; style: string; data: string };

declare global {
  var __floorFixture: Fixture | undefined;
}

export function loader() {
  // Loader data of the page's size, sent in the document as the app's is.
  return { data: globalThis.__floorFixture?.data ?? "" };
}

const RENAMED: Record<string, string> = { class: "className", for: "htmlFor", tabindex: "tabIndex" };

function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(";")) {
    const i = decl.indexOf(":");
    if (i <= 0) continue;
    const property = decl
      .slice(0, i)
      .trim()
      .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[property] = decl.slice(i + 1).trim();
  }
  return out;
}

function render(node: FixtureNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, attrs, children] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "style") props.style = styleObject(value);
    else props[RENAMED[name] ?? name] = value;
  }
  const kids = children.length > 0 ? children.map(render) : undefined;
  // Links inside the site go through React Router's <Link>, as the app's do.
  if (tag === "a" && typeof attrs.href === "string" && attrs.href.startsWith("/")) {
    const { href, ...rest } = props;
    return createElement(Link, { ...rest, to: href as string }, kids);
  }
  return createElement(tag, props, kids);
}

export default function Sized({ loaderData }: { loaderData: { data: string } }) {
  const fixture = globalThis.__floorFixture;
  if (!fixture) return <p>No FLOOR_FIXTURE was given ({loaderData.data.length} bytes of data).</p>;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: fixture.style }} />
      {fixture.body.map(render)}
    </>
  );
}
