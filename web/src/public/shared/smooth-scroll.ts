import type Lenis from 'lenis';

/**
 * Smooth scrolling (lenis, 1.3 s) for the public site. Lenis is loaded and
 * created in the browser only, at the visitor's first scrolling gesture (so a
 * page's first load carries none of its code), and never for visitors who
 * prefer reduced motion: they scroll natively and instantly.
 */
export const SMOOTH_SCROLL_DURATION = 1.3;

let lenis: Lenis | null = null;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

const SCROLL_INTENTS = ['wheel', 'touchstart', 'keydown'] as const;

/** Starts smooth scrolling; returns the function that stops it. */
export function startSmoothScroll(): () => void {
  if (prefersReducedMotion()) return () => {};
  let stopped = false;
  const forget = () => SCROLL_INTENTS.forEach((type) => window.removeEventListener(type, load));
  function load() {
    forget();
    void import('lenis')
      .then(({ default: LenisClass }) => {
        if (stopped) return;
        lenis = new LenisClass({ duration: SMOOTH_SCROLL_DURATION, autoRaf: true, anchors: false });
      })
      .catch((error: unknown) => console.warn('Smooth scrolling is unavailable', error));
  }
  SCROLL_INTENTS.forEach((type) => window.addEventListener(type, load, { passive: true }));
  return () => {
    stopped = true;
    forget();
    lenis?.destroy();
    lenis = null;
  };
}

/** Jumps to the top of the page at once (used on every path change). */
export function scrollToTop(): void {
  if (lenis) lenis.scrollTo(0, { immediate: true, force: true });
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
}

/** Scrolls an element into view below the fixed navigation. */
export function scrollToElement(element: HTMLElement, offset = 88): void {
  if (lenis) {
    lenis.scrollTo(element, { offset: -offset });
    return;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? ('instant' as ScrollBehavior) : 'smooth' });
}

/** Freezes page scrolling while an overlay (the phone menu) is open. */
export function setScrollLocked(locked: boolean): void {
  if (lenis) {
    if (locked) lenis.stop();
    else lenis.start();
  }
  document.documentElement.classList.toggle('is-scroll-locked', locked);
}
