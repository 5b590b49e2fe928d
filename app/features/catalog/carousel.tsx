import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

const BUTTON =
  "grid size-10 place-items-center rounded-full border border-line bg-white text-navy hover:bg-mist aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-white";

/**
 * A scroll-snap carousel: swipe or scroll natively; the buttons move one card at a time. A button
 * with nowhere to go says so (`aria-disabled`, dimmed) but keeps its focus, so someone pressing
 * Next with the keyboard is not dropped to the top of the page at the last card.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () =>
      setEnds({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
    update();
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
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
          aria-disabled={ends.atStart || undefined}
          className={BUTTON}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label="Next courses"
          aria-disabled={ends.atEnd || undefined}
          className={BUTTON}
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
