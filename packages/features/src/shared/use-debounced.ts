import { useEffect, useState } from 'react';

/** `value`, settled for `ms` milliseconds (default 300, the button binding delay of spec 000 §9). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
