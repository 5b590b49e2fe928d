import { href, redirect } from "react-router";
import type { Route } from "./+types/thanks-alias";

/** /thanks is the older address of the order confirmation: the same order, the same checks. */
export function loader({ request }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get("order");
  return redirect(order ? `${href("/checkout/thanks")}?order=${encodeURIComponent(order)}` : href("/pricing"), 301);
}
