/** The README's demo learner: the bench scripts sign in as it on their own throwaway servers. */
export const DEMO_LEARNER = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };

/** The demo learner's session cookie, by the log-in form as a browser without JavaScript sends it. */
export async function signInDemoLearner(base: string): Promise<string> {
  const body = new URLSearchParams({ ...DEMO_LEARNER, returnTo: "/dashboard" });
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (res.status >= 400 || !cookies.some((c) => c?.split("=")[0]?.endsWith("session_token"))) {
    throw new Error(`demo learner sign-in answered ${res.status} without a session cookie`);
  }
  return cookies.join("; ");
}
