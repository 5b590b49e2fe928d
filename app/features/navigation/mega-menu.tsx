import { ArrowRight, ChevronDown, ExternalLink } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useDismiss } from "~/app/components/ui/use-dismiss.ts";
import { MenuAnchor } from "./menu-link.tsx";
import { useCloseOnNavigation } from "./use-close-on-navigation.ts";
import type { MenuLink, MenuSection } from "./menu-model.ts";

/** Open state of a header dropdown that closes on outside click, Escape (focus back) and navigation. */
function useDropdown() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback((reason: "outside" | "escape") => {
    setOpen(false);
    if (reason === "escape") triggerRef.current?.focus();
  }, []);
  const refs = useMemo(() => [triggerRef, panelRef], []);
  useDismiss(open, refs, close);
  const closeOnNavigation = useCloseOnNavigation(setOpen);
  // Tabbing out of the trigger and panel closes the panel, so it does not hide what now has focus.
  // A click on a non-focusable part of the panel blurs to nothing (relatedTarget null): stays open.
  const closeOnFocusOut = {
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) setOpen(false);
    },
  };
  return { open, setOpen, triggerRef, panelRef, panelId, closeOnNavigation, closeOnFocusOut };
}

const COLUMN_SELECTOR = (col: number) => `[data-menu-col="${col}"]`;

function focusables(panel: HTMLElement | null, col: number): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(COLUMN_SELECTOR(col))) : [];
}

/**
 * The Discover mega menu (spec sections 2 and 4): three 300 px columns where focusing or hovering
 * a second-level item switches the second column and a third-level item the third.
 * Arrow keys move within and across columns; Escape closes and returns focus to the trigger.
 */
export function DiscoverMenu({ sections }: { sections: MenuSection[] }) {
  const { open, setOpen, triggerRef, panelRef, panelId, closeOnNavigation, closeOnFocusOut } = useDropdown();
  const [sectionId, setSectionId] = useState<MenuSection["id"]>("learn");
  const [itemIndex, setItemIndex] = useState(0);
  const section = sections.find((s) => s.id === sectionId) ?? sections[0]!;
  const item = section.items[itemIndex] ?? section.items[0]!;

  const reset = () => {
    setSectionId("learn");
    setItemIndex(0);
  };

  const selectSection = (id: MenuSection["id"]) => {
    if (id !== sectionId) {
      setSectionId(id);
      setItemIndex(0);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = event.target as HTMLElement;
    const col = Number(current.dataset.menuCol);
    if (Number.isNaN(col)) return;
    const inColumn = focusables(panelRef.current, col);
    const index = inColumn.indexOf(current);
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = inColumn[(index + 1) % inColumn.length];
    else if (event.key === "ArrowUp") next = inColumn[(index - 1 + inColumn.length) % inColumn.length];
    else if (event.key === "Home") next = inColumn[0];
    else if (event.key === "End") next = inColumn.at(-1);
    else if (event.key === "ArrowRight") {
      const target = focusables(panelRef.current, col + 1);
      next = target.find((el) => el.getAttribute("aria-current") === "true") ?? target[0];
    } else if (event.key === "ArrowLeft") {
      const target = focusables(panelRef.current, col - 1);
      next = target.find((el) => el.getAttribute("aria-current") === "true") ?? target[0];
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusables(panelRef.current, 0)[0]?.focus());
    }
  };

  return (
    <div className="relative" {...closeOnFocusOut}>
      <button
        ref={triggerRef}
        type="button"
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) reset();
          setOpen(!open);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        Discover
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        {...closeOnNavigation}
        className="absolute top-full left-0 z-50 mt-3 overflow-hidden rounded-xl border border-line bg-white shadow-2xl shadow-navy/15"
      >
        {/* Rendered only while open: it keeps every page's HTML small. */}
        {open && (
          <div className="grid grid-cols-[300px_300px_300px]" data-testid="mega-menu">
            <nav aria-label="Discover sections" className="bg-mist p-4">
              <ul className="space-y-1">
                {sections.map((s) => {
                  const selected = s.id === section.id;
                  return (
                    <li key={s.id}>
                      <button
                        type="button"
                        data-menu-col={0}
                        aria-current={selected ? "true" : undefined}
                        aria-expanded={selected}
                        // One tab stop for the sections (arrow keys move between them), so Tab goes on
                        // to the links of the section shown.
                        tabIndex={selected ? 0 : -1}
                        className={`flex w-full items-center justify-between rounded-lg px-4 py-3 text-left font-display text-lg font-semibold ${
                          selected ? "bg-white text-navy shadow-sm" : "text-muted hover:bg-white/70"
                        }`}
                        onFocus={() => selectSection(s.id)}
                        onMouseEnter={() => selectSection(s.id)}
                        onClick={() => selectSection(s.id)}
                      >
                        {s.label}
                        <ArrowRight
                          aria-hidden
                          className={`size-4 ${selected ? "text-turquoise-deep" : "opacity-0"}`}
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="border-x border-line p-4" data-testid="mega-menu-column-2">
              <p className="px-3 pb-2 text-xs font-bold tracking-widest text-muted uppercase">{section.label}</p>
              <ul className="space-y-1">
                {section.items.map((it, i) => {
                  const selected = it === item;
                  return (
                    <li key={it.label}>
                      <MenuAnchor
                        link={it}
                        data-menu-col={1}
                        aria-current={selected ? "true" : undefined}
                        className={`block rounded-lg px-3 py-2 ${selected ? "bg-mist" : "hover:bg-mist"}`}
                        onFocus={() => setItemIndex(i)}
                        onMouseEnter={() => setItemIndex(i)}
                      >
                        <span className="flex items-center gap-1.5 font-bold text-navy">
                          {it.label}
                          {it.external && <ExternalLink aria-hidden className="size-3.5 text-muted" />}
                        </span>
                        {it.description && <span className="block text-sm text-muted">{it.description}</span>}
                      </MenuAnchor>
                    </li>
                  );
                })}
              </ul>
            </div>
            <div className="p-5" data-testid="mega-menu-column-3">
              <p className="pb-3 font-display text-lg font-bold text-navy">{item.featured.heading}</p>
              {item.featured.note && <p className="pb-4 text-sm leading-relaxed text-muted">{item.featured.note}</p>}
              {item.featured.links.length > 0 && (
                <ul className="space-y-1 pb-4">
                  {item.featured.links.map((link: MenuLink) => (
                    <li key={link.to}>
                      <MenuAnchor
                        link={link}
                        data-menu-col={2}
                        className="block rounded-md px-2 py-1.5 text-sm text-ink hover:bg-mist hover:text-navy"
                      >
                        {link.label}
                      </MenuAnchor>
                    </li>
                  ))}
                </ul>
              )}
              <MenuAnchor
                link={item}
                data-menu-col={2}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-bold text-turquoise-deep hover:underline"
              >
                {item.external ? `Open ${item.label}` : `Explore ${item.label}`}
                <ArrowRight aria-hidden className="size-4" />
              </MenuAnchor>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** The For Business dropdown: a plain list of links. */
export function BusinessMenu({ links }: { links: MenuLink[] }) {
  const { open, setOpen, triggerRef, panelRef, panelId, closeOnNavigation, closeOnFocusOut } = useDropdown();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!["ArrowDown", "ArrowUp"].includes(event.key)) return;
    event.preventDefault();
    if (!open) setOpen(true);
    requestAnimationFrame(() => {
      const items = focusables(panelRef.current, 0);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[index === -1 ? 0 : (index + step + items.length) % items.length]?.focus();
    });
  };

  return (
    <div className="relative" {...closeOnFocusOut}>
      <button
        ref={triggerRef}
        type="button"
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        For Business
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onKeyDown}
        {...closeOnNavigation}
        className="absolute top-full left-0 z-50 mt-3 w-80 rounded-xl border border-line bg-white p-3 shadow-2xl shadow-navy/15"
      >
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <MenuAnchor link={link} data-menu-col={0} className="block rounded-lg px-3 py-2 hover:bg-mist">
                <span className="block font-bold text-navy">{link.label}</span>
                {link.description && <span className="block text-sm text-muted">{link.description}</span>}
              </MenuAnchor>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
