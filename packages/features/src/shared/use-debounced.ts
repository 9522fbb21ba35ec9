import { BUTTON_BINDING_DELAY_MS } from '@jijin/core/constants';
import { useEffect, useState } from 'react';

/** `value`, settled for `ms` milliseconds (default core's `BUTTON_BINDING_DELAY_MS`, spec 000 §9). */
export function useDebounced<T>(value: T, ms = BUTTON_BINDING_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
