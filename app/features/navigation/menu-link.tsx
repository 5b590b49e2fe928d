import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MenuLink } from "./menu-model.ts";

/** Internal links go through the router; external ones open a new tab (spec section 2, Support). */
export function MenuAnchor({
  link,
  className,
  children,
  ...rest
}: {
  link: MenuLink;
  className?: string;
  children?: ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children ?? link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={className} {...rest}>
      {children ?? link.label}
    </Link>
  );
}
