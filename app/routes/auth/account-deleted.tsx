import { href, Link, redirect } from "react-router";
import { AuthHeading } from "~/app/features/auth/fields.tsx";
import { hasAccountClosedMark } from "~/app/lib/auth-cookies.server.ts";
import type { Route } from "./+types/account-deleted";

export const meta: Route.MetaFunction = () => [
  { title: "Your account is deleted | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

/** Only the browser that just deleted an account sees this; anyone else is sent home. */
export function loader({ request }: Route.LoaderArgs) {
  if (!hasAccountClosedMark(request)) throw redirect(href("/"));
  return null;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountDeletedPage() {
  return (
    <>
      <AuthHeading
        title="Your account is deleted"
        intro="Your profile, progress, certificates and projects are gone, and you are signed out on every device. We sent a confirmation to the address the account used."
      />
      <p className="text-muted">
        Thank you for learning with us. You are welcome back any time: signing up again starts a new, empty account.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={href("/")} className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to={href("/data-playground")} className="btn btn-outline">
          Explore the free data playground
        </Link>
      </div>
    </>
  );
}
