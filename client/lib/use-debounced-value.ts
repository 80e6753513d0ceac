import { useEffect, useState } from 'react';

/** The value once it has stood still for `waitMs` (each change restarts the wait): for asking the server as someone types. */
export function useDebouncedValue<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
}
