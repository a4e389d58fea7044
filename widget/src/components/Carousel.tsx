import { type KeyboardEvent, type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../i18n/i18n.ts";
import { Icon } from "../icons/Icon.tsx";
import { ICONS } from "../icons/icons.ts";
import { cardToFocus, prefersReducedMotion } from "./cardKeys.ts";

/**
 * The inline carousel: one row that scrolls sideways with scroll snap (swipe, trackpad, the arrow buttons,
 * or arrow keys from any card), never vertically. Motion is instant when the person asked for reduced motion.
 */
export function Carousel({ children, count }: { children: ReactNode; count: number }) {
  const { t } = useI18n();
  const track = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const [edges, measure] = useScrollEdges(track, count);

  const scrollTo = (left: number) => track.current?.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (element) scrollTo(element.scrollLeft + direction * element.clientWidth * 0.9);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const card = cardToFocus(event);
    const element = track.current;
    if (!card || !element) return;
    event.preventDefault();
    card.focus({ preventScroll: true });
    const left = card.offsetLeft - element.offsetLeft;
    if (left < element.scrollLeft || left + card.offsetWidth > element.scrollLeft + element.clientWidth) scrollTo(left);
  };

  return (
    <section className="gf-carousel" aria-roledescription="carousel" aria-label={t.carouselLabel}>
      <ul id={trackId} ref={track} className="gf-track" role="list" data-testid="carousel" onKeyDown={onKeyDown} onScroll={measure}>
        {children}
      </ul>
      {!(edges.atStart && edges.atEnd) && <CarouselNav trackId={trackId} edges={edges} onPage={page} />}
    </section>
  );
}

interface ScrollEdges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

/** Whether the track is scrolled to either end, measured again on resize, on scroll and when the count changes. */
function useScrollEdges(track: RefObject<HTMLElement | null>, count: number): [ScrollEdges, () => void] {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, [track]);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, track, count]);
  return [edges, measure];
}

function CarouselNav({ trackId, edges, onPage }: { trackId: string; edges: ScrollEdges; onPage(direction: 1 | -1): void }) {
  const { t } = useI18n();
  return (
    <div className="gf-carousel-nav">
      <button
        type="button"
        className="gf-button gf-icon-button"
        aria-controls={trackId}
        aria-label={t.previous}
        disabled={edges.atStart}
        onClick={() => onPage(-1)}
        data-testid="carousel-previous"
      >
        <Icon node={ICONS.ChevronLeft} size={18} />
      </button>
      <button
        type="button"
        className="gf-button gf-icon-button"
        aria-controls={trackId}
        aria-label={t.next}
        disabled={edges.atEnd}
        onClick={() => onPage(1)}
        data-testid="carousel-next"
      >
        <Icon node={ICONS.ChevronRight} size={18} />
      </button>
    </div>
  );
}
