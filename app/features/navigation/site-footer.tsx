import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { getSocialIcon, type SocialNetwork } from "~/core/social.ts";
import { Logo } from "./logo.tsx";
import { MenuAnchor } from "./menu-link.tsx";
import type { MenuLink, SiteMenu } from "./menu-model.ts";

const SOCIAL_LINKS: { network: SocialNetwork; url: string }[] = [
  { network: "facebook", url: "https://www.facebook.com/mavenanalytics" },
  { network: "linkedin", url: "https://www.linkedin.com/company/maven-analytics" },
  { network: "youtube", url: "https://www.youtube.com/@mavenanalytics" },
  { network: "tiktok", url: "https://www.tiktok.com/@mavenanalytics" },
  { network: "instagram", url: "https://www.instagram.com/mavenanalytics" },
];

export function SocialIconLink({ network, url }: { network: string; url: string }) {
  const icon = getSocialIcon(network);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${icon.label} (opens in a new tab)`}
      className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-turquoise hover:text-navy"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
        <path d={icon.path} />
      </svg>
    </a>
  );
}

function Column({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <div>
      <h2 className="pb-3 font-display text-sm font-bold tracking-widest text-turquoise uppercase">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <MenuAnchor link={link} className="text-sm text-white/80 hover:text-white hover:underline" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer columns, legal and social links (spec section 2, "Footer"). */
export function SiteFooter({
  menu,
  newsletter,
  onCookieSettings,
}: {
  menu: SiteMenu;
  newsletter: ReactNode;
  /** Reopens the cookie box in place; without JavaScript the link's ?cookie-settings does it. */
  onCookieSettings: () => void;
}) {
  const section = (id: string) => menu.discover.find((s) => s.id === id)?.items ?? [];
  const link = (label: string, to: string): MenuLink => ({ label, to });
  const columns: { title: string; links: MenuLink[] }[] = [
    { title: "Learn", links: section("learn") },
    { title: "Discover", links: [link("Showcase", href("/showcase")), link("Testimonials", href("/testimonials"))] },
    { title: "Plans", links: [link("Pricing", href("/pricing"))] },
    {
      title: "Resources",
      links: [
        link("Data Challenges", href("/challenges")),
        link("Data Playground", href("/data-playground")),
        link("Guides and Reports", href("/guides-and-reports")),
        link("Mavens of Data", href("/mavens-of-data")),
        link("Data Literacy Assessment", href("/data-literacy-assessment")),
        link("Find Your Path", href("/pathfinder")),
        link("Blog", href("/blog")),
      ],
    },
    { title: "Support", links: [...section("support"), link("Site Map", href("/sitemap"))] },
    { title: "Company", links: [...section("company"), link("FAQ", href("/faq"))] },
    {
      title: "Business",
      links: [...menu.business, link("Training", href("/training")), link("Assessments", href("/assessments"))],
    },
  ];

  return (
    // Laid out at its measured height (about 1,700 px on a phone, 1,400 on a tablet, 780 in columns)
    // until it comes into view, so End on the keyboard lands on the page's end.
    <footer className="below-fold bg-navy text-white [--below-fold-height:1700px] sm:[--below-fold-height:1400px] lg:[--below-fold-height:780px]">
      <div className="container-site py-12">
        <div className="grid gap-8 border-b border-white/15 pb-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <Logo tone="light" />
            <p className="mt-4 max-w-md text-white/75">
              Self-paced courses, projects and practice data for people who turn data into decisions.
            </p>
          </div>
          <div id="newsletter">{newsletter}</div>
        </div>
        <div className="grid grid-cols-2 gap-8 py-10 sm:grid-cols-3 lg:grid-cols-7">
          {columns.map((column) => (
            <Column key={column.title} {...column} />
          ))}
        </div>
        <div className="flex flex-col gap-6 border-t border-white/15 pt-8 md:flex-row md:items-center md:justify-between">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-white/75">
              <li>
                <Link className="hover:text-white hover:underline" to={href("/terms")}>
                  Terms
                </Link>
              </li>
              <li>
                <Link className="hover:text-white hover:underline" to={href("/privacy-policy")}>
                  Privacy
                </Link>
              </li>
              <li>
                <Link className="hover:text-white hover:underline" to={href("/community-forum-policy")}>
                  Community Forum Policy
                </Link>
              </li>
              <li>
                <Link className="hover:text-white hover:underline" to={href("/contact")}>
                  Contact
                </Link>
              </li>
              <li>
                <Link
                  className="hover:text-white hover:underline"
                  to="?cookie-settings=open"
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    onCookieSettings();
                  }}
                >
                  Cookie settings
                </Link>
              </li>
            </ul>
          </nav>
          <ul className="flex gap-3" aria-label="Social media">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <SocialIconLink {...s} />
              </li>
            ))}
          </ul>
        </div>
        <p className="pt-6 text-xs text-white/60">© {new Date().getFullYear()} Maven Analytics. All rights reserved.</p>
      </div>
    </footer>
  );
}
