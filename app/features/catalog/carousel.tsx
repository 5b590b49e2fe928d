import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type ReactNode } from "react";

/** A scroll-snap carousel: swipe or scroll natively; the buttons move one card at a time. */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.querySelector("li");
    if (!el || !card) return;
    el.scrollBy({ left: direction * (card.getBoundingClientRect().width + 20), behavior: "smooth" });
  };
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="mb-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label="Previous courses"
          className="grid size-10 place-items-center rounded-full border border-line bg-white text-navy hover:bg-mist"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label="Next courses"
          className="grid size-10 place-items-center rounded-full border border-line bg-white text-navy hover:bg-mist"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <ul
        ref={track}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4 [scrollbar-width:thin]"
      >
        {children}
      </ul>
    </section>
  );
}
