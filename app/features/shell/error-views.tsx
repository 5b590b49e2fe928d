import { Compass, LifeBuoy } from "lucide-react";
import { href, Link } from "react-router";

const helpfulLinks = [
  { label: "Browse courses", to: href("/courses") },
  { label: "Learning paths", to: href("/paths") },
  { label: "Data playground", to: href("/data-playground") },
  { label: "Contact us", to: href("/contact") },
];

function Frame({
  icon,
  code,
  title,
  children,
}: {
  icon: React.ReactNode;
  code: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main className="container-site flex flex-1 flex-col items-center justify-center py-20 text-center">
      <title>{`${title} | Maven Analytics`}</title>
      <div className="grid size-16 place-items-center rounded-2xl bg-yellow text-navy">{icon}</div>
      <p className="eyebrow mt-6">{code}</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-navy md:text-5xl">{title}</h1>
      {children}
    </main>
  );
}

export function NotFoundView() {
  return (
    <Frame icon={<Compass aria-hidden className="size-8" />} code="Error 404" title="We couldn't find that page">
      <p className="mt-4 max-w-xl text-lg text-muted">
        The link may be out of date, or the page may have moved. These are good places to pick up from:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={href("/")} className="btn btn-dark">
            Back to the home page
          </Link>
        </li>
        {helpfulLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="btn btn-outline text-navy">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function ErrorView({ detail }: { detail?: string }) {
  return (
    <Frame icon={<LifeBuoy aria-hidden className="size-8" />} code="Error" title="Something went wrong">
      <p className="mt-4 max-w-xl text-lg text-muted">
        We hit an unexpected problem showing this page. It has been logged and we will look into it. Please try again in
        a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href("/")} className="btn btn-dark">
          Back to the home page
        </Link>
        <Link to={href("/contact")} className="btn btn-outline text-navy">
          Contact support
        </Link>
      </div>
      {detail && (
        <pre className="mt-10 max-w-full overflow-auto rounded-lg bg-mist p-4 text-left text-xs">{detail}</pre>
      )}
    </Frame>
  );
}
