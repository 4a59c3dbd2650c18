import { useCallback, useState } from 'react';

function readStored(key: string): boolean | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

/** A yes/no choice remembered in the browser's localStorage under `key`, `fallback` until one is made. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readStored(key) ?? fallback);
  const store = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Private browsing may refuse storage: the choice then lasts for this visit only.
      }
    },
    [key],
  );
  return [value, store];
}
