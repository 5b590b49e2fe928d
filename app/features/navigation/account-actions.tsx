import { Form, href, Link, useLocation } from "react-router";

export interface HeaderViewer {
  name: string;
}

/**
 * Signed-in header actions: the dashboard and Log out. Log out is a POST carrying the current URL,
 * so the user lands back where they were (a GET must never sign anyone out).
 */
export function AccountActions({
  viewer,
  className,
  buttonClassName,
}: {
  viewer: HeaderViewer;
  className?: string;
  buttonClassName?: string;
}) {
  const location = useLocation();
  return (
    <div className={className}>
      <Link
        to={href("/dashboard")}
        className={`btn btn-ghost ${buttonClassName ?? ""}`}
        title={`Signed in as ${viewer.name}`}
      >
        My Dashboard
      </Link>
      <Form method="post" action={href("/logout")} className="contents">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className={`btn btn-outline text-navy ${buttonClassName ?? ""}`}>
          Log out
        </button>
      </Form>
    </div>
  );
}
