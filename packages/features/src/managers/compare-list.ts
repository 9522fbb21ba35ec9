import { managerCompareList } from '@jijin/core';
import { useCallback, useMemo, useState } from 'react';
import { useServices } from '../app/services-context';

/** How many managers the compare screen shows side by side at most (the API takes 2-4). */
export const COMPARE_MAX = 4;

/** The device's manager compare list (core's local list), as React state. */
export function useCompareList() {
  const { storage } = useServices();
  const list = useMemo(() => managerCompareList(storage), [storage]);
  const [ids, setIds] = useState(() => list.all().map(Number));
  const add = useCallback((id: number) => setIds(list.add(id).map(Number)), [list]);
  const remove = useCallback((id: number) => setIds(list.remove(id).map(Number)), [list]);
  return { ids, add, remove, has: (id: number) => ids.includes(id) };
}
