import { data } from "react-router";

/** Any unknown path: the root error boundary draws the not-found view with the site around it. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
