import type * as ReactRouter from "react-router";
import { RouterContextProvider, type EntryContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { splitComponent } from "./components/split-component.ts";
import { appContext, type AppContext } from "./context.ts";
import handleRequest from "./entry.server.tsx";

// A page with a split part (a drawer open on load) in place of the app's routes: its chunk arrives
// after the rest of the page is ready, as on the first render in a fresh server process.
const drawer = splitComponent(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <aside>Palmer Penguins</aside> }), 30),
    ),
);
vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: () => (
    <main>
      <h1>Data playground</h1>
      <drawer.Component />
    </main>
  ),
}));

async function render(userAgent: string) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    nonce: "n0nce",
    logger: createTestLogger().logger,
    inlineStyles: new Map(),
  } as Partial<AppContext> as AppContext);
  const request = new Request("http://localhost/data-playground?datasetId=ds_penguins", {
    headers: { "user-agent": userAgent },
  });
  const response = await handleRequest(request, 200, new Headers(), {} as EntryContext, context);
  return { status: response.status, html: await response.text() };
}

describe("the document", () => {
  it("is sent whole: a part that suspends is in place, shown without JavaScript", async () => {
    const { status, html } = await render("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36");
    expect(status).toBe(200);
    // In place (between the boundary's comment markers), not a fallback to be filled in later.
    expect(html).toContain("<main><h1>Data playground</h1><!--$--><aside>Palmer Penguins</aside><!--/$--></main>");
    // Not streamed after the shell in a hidden element for a script to move.
    expect(html).not.toContain("hidden");
    expect(html).not.toContain("<template");
  });
});
