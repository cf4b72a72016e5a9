import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { useNearViewport } from './useNearViewport';

const noSubscription = () => () => {};

/** True on the server and while React hydrates the server's markup; false for what mounts later in the browser. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

interface DeferredSectionProps {
  className: string;
  labelledBy: string;
  /** The section's content, a lazy() chunk of its own. */
  content: LazyExoticComponent<ComponentType>;
}

/**
 * A <section> below the fold whose code loads only when the visitor scrolls
 * near it. The server renders it whole. Over that markup, the browser renders
 * the bare section with an empty innerHTML, which React does not hydrate inside,
 * so the server's content stays as it is, without its code; when it comes near
 * the chunk loads (a transition: the markup stays meanwhile) and the content
 * replaces it in one commit, the same markup. Mounted later (a client-side
 * navigation), the content renders at once.
 */
export function DeferredSection({ className, labelledBy, content: Content }: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [overServerMarkup] = useState(useHydrating());
  const [shown, setShown] = useState(!overServerMarkup);
  const near = useNearViewport(ref);
  useEffect(() => {
    if (near) startTransition(() => setShown(true));
  }, [near]);

  if (shown || typeof window === 'undefined') {
    return (
      <section ref={ref} className={className} aria-labelledby={labelledBy}>
        <Content />
      </section>
    );
  }
  return <section ref={ref} className={className} aria-labelledby={labelledBy} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
