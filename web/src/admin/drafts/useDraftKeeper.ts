import { useCallback, useEffect, useRef, useState } from 'react';
import { signedInEmail } from '../shared/token';
import { differs, newestDraft, readDraft, removeDraft, writeDraft, type Draft, type DraftAddress } from './draft-store';
import { useUnsavedChanges } from './unsaved-changes';

interface Options<V> {
  /** Names the form among the panel's, e.g. 'portfolio' or 'statistics'. */
  form: string;
  /** The item being edited; null for a new item and for settings. */
  itemId: string | null;
  values: V;
  /** What the form was opened with: its values are unsaved changes only where they differ. */
  baseline: V;
  /** The version of what the form was opened with, kept with the draft. */
  version?: number | null;
  /** False until the form holds what it was opened with (settings: until the first load answers). */
  ready?: boolean;
  /** On first opening with no item, offer the newest draft of any item (a collection's form). */
  offerAnyItem?: boolean;
}

/**
 * Keeps a form's unsaved values in the browser as they are typed, and offers a
 * kept draft when the form opens (on the screen's first show, and on each item
 * opened for editing). The form decides what Restore does with the draft.
 */
export function useDraftKeeper<V>({ form, itemId, values, baseline, version = null, ready = true, offerAnyItem = false }: Options<V>) {
  // Taken once: the token goes when the session ends, and the draft must stay this administrator's.
  const [admin] = useState(() => signedInEmail() ?? 'signed-out');
  const [offer, setOffer] = useState<Draft<V> | null>(null);
  const writtenHere = useRef(new Set<string | null>());
  const openedItem = useRef<string | null | undefined>(undefined);
  const dirty = ready && differs(values, baseline);
  useUnsavedChanges(dirty);

  const address = useCallback((item: string | null): DraftAddress => ({ admin, form, itemId: item }), [admin, form]);

  useEffect(() => {
    if (!ready || openedItem.current === itemId) return;
    const firstOpening = openedItem.current === undefined;
    openedItem.current = itemId;
    const kept = firstOpening && offerAnyItem && itemId === null ? newestDraft<V>(admin, form) : readDraft<V>(address(itemId));
    setOffer(kept);
  }, [ready, itemId, offerAnyItem, admin, form, address]);

  useEffect(() => {
    if (!ready) return;
    if (dirty) {
      writeDraft(address(itemId), { values, baseline, version });
      writtenHere.current.add(itemId);
    } else if (writtenHere.current.delete(itemId)) {
      // Typed back to what was stored: nothing is unsaved any more.
      removeDraft(address(itemId));
    }
  }, [ready, dirty, values, baseline, version, itemId, address]);

  /** Hands the offered draft to the form, and stops offering it. */
  const restore = useCallback((): Draft<V> | null => {
    setOffer(null);
    return offer;
  }, [offer]);

  const discard = useCallback(() => {
    if (offer) removeDraft(address(offer.itemId));
    setOffer(null);
  }, [offer, address]);

  /** After a save that went through: the item's draft has served. */
  const forget = useCallback((item: string | null) => {
    writtenHere.current.delete(item);
    removeDraft(address(item));
    setOffer((current) => (current?.itemId === item ? null : current));
  }, [address]);

  return { offer, dirty, restore, discard, forget };
}

export type DraftKeeper<V> = ReturnType<typeof useDraftKeeper<V>>;
