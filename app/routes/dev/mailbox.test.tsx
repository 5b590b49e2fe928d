import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext, type AppContext } from "~/app/context.ts";
import { createDevOutbox, type DevOutbox } from "~/server/mail/outbox.ts";
import DevMailboxPage, { action, loader } from "./mailbox.tsx";

function contextWith(outbox: DevOutbox | null) {
  const context = new RouterContextProvider();
  context.set(appContext, { services: { outbox } } as unknown as AppContext);
  return context;
}

const args = (outbox: DevOutbox | null, request = new Request("http://localhost/dev/mailbox")) => ({
  request,
  url: new URL(request.url),
  pattern: "/dev/mailbox",
  context: contextWith(outbox),
  params: {},
});

describe("development mailbox", () => {
  it("is a 404 when the development mailbox is off", async () => {
    expect.assertions(2);
    try {
      loader(args(null));
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
    const post = new Request("http://localhost/dev/mailbox", {
      method: "POST",
      body: new URLSearchParams({ intent: "clear" }),
    });
    await expect(action(args(null, post))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("clears on POST and redirects back", async () => {
    const outbox = createDevOutbox();
    outbox.add({ kind: "sms", to: "+15555550123", text: "Your code is 111111." });
    const post = new Request("http://localhost/dev/mailbox", {
      method: "POST",
      body: new URLSearchParams({ intent: "clear" }),
    });
    const response = await action(args(outbox, post));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dev/mailbox");
    expect(outbox.list()).toEqual([]);
  });

  it("lists newest first, with the HTML in an empty sandbox and links in the text clickable", () => {
    const outbox = createDevOutbox();
    outbox.add({
      kind: "mail",
      to: "ann@example.com",
      subject: "Verify your email address",
      text: "Verify: https://maven.test/signup/verify?token=t1.",
      html: '<p>Hi</p><script>alert("x")</script>',
    });
    outbox.add({ kind: "sms", to: "+15555550123", text: "Your code is 111111." });
    const { entries } = loader(args(outbox));
    const Stub = createRoutesStub([{ id: "mailbox", path: "/dev/mailbox", Component: DevMailboxPage as never }]);
    const html = renderToString(
      <Stub initialEntries={["/dev/mailbox"]} hydrationData={{ loaderData: { mailbox: { entries } } }} />,
    );

    expect(html).toContain("Development mailbox");
    expect(html).toContain("Messages (<!-- -->2<!-- -->)");
    expect(html.indexOf("+15555550123")).toBeLessThan(html.indexOf("ann@example.com"));
    expect(html).toMatch(
      /<iframe title="HTML part of “Verify your email address” to ann@example.com" srcDoc="[^"]*&lt;script&gt;[^"]*" sandbox=""/,
    );
    expect(html).not.toContain("<script>alert");
    // The sentence's full stop is not part of the link.
    expect(html).toContain('<a href="https://maven.test/signup/verify?token=t1"');
    expect(html).toMatch(/<button type="submit" value="clear"[^>]*name="intent"/);
  });
});
