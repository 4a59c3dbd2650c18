/**
 * How a library item is found by name (docs/decisions.md libsearch16): a term matches an item whose name starts
 * with it, or whose name from one of its words on starts with it, ignoring case. "acid" and "acid so" find
 * "Sulfuric acid solution"; "furic" does not (a word is matched from its start, as a type-ahead over 10,000
 * chemicals is used: people type the beginning of a word they know).
 */

/** How many words of a name after its first are indexed for search (one index key each on the item). */
export const indexedNameWords = 4;

/** The longest stretch of text an index key holds (DynamoDB sort keys are at most 1,024 bytes). */
export const nameKeyLength = 200;

/** The text names are sorted and searched by: trimmed and lower case, so a search ignores case. */
export const nameSearchText = (text: string) => text.trim().toLowerCase();

/** A name's index text: its search text, bounded. */
export const nameKeyText = (name: string) => nameSearchText(name).slice(0, nameKeyLength);

// The start of a word of two letters or digits or more (a search starts at two characters, so one-letter words
// such as the N of "N,N-Dimethylformamide" would only take an index from a longer word after them).
const wordStart = /(?<![\p{L}\p{N}])[\p{L}\p{N}]{2}/gu;

/**
 * The name's search text from each of its words after the first on: the first `indexedNameWords` of them, each
 * bounded. "Sulfuric acid solution" gives "acid solution" and "solution"; the name itself covers "sulfuric".
 */
export function nameWordKeys(name: string): string[] {
  const text = nameSearchText(name);
  return [...text.matchAll(wordStart)]
    .map((match) => match.index)
    .filter((index) => index > 0)
    .slice(0, indexedNameWords)
    .map((index) => text.slice(index, index + nameKeyLength));
}
