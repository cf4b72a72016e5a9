import { useCallback, useState } from 'react';

/** The ids of the rows busy with a call (several may be at once). */
export function useIdSet() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback(
    (id: string, on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { has: (id: string) => ids.has(id), mark };
}
