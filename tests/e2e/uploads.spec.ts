// Upload limits (issue 20): the limit a form states is the limit the server applies, and an image over
// it gets the form's own message, not a bare 413 page. The posts are sent as a browser without
// JavaScript sends the form.
import crypto from "node:crypto";
import { expect } from "@playwright/test";
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from "~/core/images.ts";
import { signedInAccount, test } from "./support/accounts.ts";

test("a project image over the stated 5 MB gets the form's message; one under it is not refused for its size", async ({
  page,
  baseURL,
}) => {
  await signedInAccount(page, "uploads");
  const post = (bytes: number) =>
    page.request.post("/dashboard/projects/new", {
      headers: { Origin: baseURL! },
      multipart: {
        title: "Sales by region",
        summary: "Which regions grew.",
        body: "A write-up.",
        visibility: "published",
        images: { name: "chart.png", mimeType: "image/png", buffer: crypto.randomBytes(bytes) },
      },
      maxRedirects: 0,
    });

  const over = await post(MAX_IMAGE_BYTES + 500_000);
  expect(over.status()).toBe(400);
  expect(await over.text()).toContain(IMAGE_SIZE_MESSAGE);

  // 2 MB is over the server's 1 MB limit for other bodies, but inside the form's: the form judges it
  // (random bytes are not an image, so it is refused as one, never as too large).
  const under = await post(2_000_000);
  expect(under.status()).toBe(400);
  const text = await under.text();
  expect(text).not.toContain(IMAGE_SIZE_MESSAGE);
  expect(text).not.toContain("Request body too large");
});
