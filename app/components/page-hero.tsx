import type { ReactNode } from "react";

/** The navy band that opens a listing page. */
export function PageHero({
  eyebrow,
  title,
  lede,
  children,
}: {
  eyebrow: string;
  title: string;
  lede: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-navy text-white">
      <div className="container-site py-10 md:py-14">
        <p className="eyebrow text-turquoise!">{eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-bold md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/80">{lede}</p>
        {children}
      </div>
    </section>
  );
}
