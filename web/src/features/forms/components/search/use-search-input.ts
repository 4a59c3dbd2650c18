import type { AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import { useCallback, useEffect, useState } from 'react';
import { minSearchTermLength, searchDebounceMs } from '@schema/search/search-inputs';

/** What a search field's text box holds and what it searches for. */
export interface SearchInput {
  /** The text shown in the box (what was typed, or the chosen option's label). */
  inputValue: string;
  /** What the person typed last, trimmed. */
  typed: string;
  /** The typed text once it has rested for the debounce time: what is searched for. */
  term: string;
  /** Whether the term is long enough to search (2 characters). */
  ready: boolean;
  /** Whether the typed text has not been searched yet (still within the debounce). */
  settling: boolean;
  onInputChange(event: unknown, value: string, reason: AutocompleteInputChangeReason): void;
}

/** A value that follows `value` once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The text box of a search field: only typing searches (showing a chosen option's label does not), after 300 ms
 * without a keystroke and from 2 characters on.
 */
export function useSearchInput(): SearchInput {
  const [inputValue, setInputValue] = useState('');
  const [rawTyped, setRawTyped] = useState('');
  const typed = rawTyped.trim();
  const term = useDebouncedValue(typed, searchDebounceMs);
  const onInputChange = useCallback((_event: unknown, value: string, reason: AutocompleteInputChangeReason) => {
    setInputValue(value);
    setRawTyped(reason === 'input' ? value : '');
  }, []);
  return {
    inputValue,
    typed,
    term,
    ready: term.length >= minSearchTermLength && term === typed,
    settling: typed !== term && typed.length >= minSearchTermLength,
    onInputChange,
  };
}
