import { z } from 'zod';

/** The length of a value's JSON text: what bounds an AWSJSON input, whose text the resolver never sees. */
const jsonLength = (value: unknown): number => {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    // Nested past the stack: larger than any bound.
    return Number.POSITIVE_INFINITY;
  }
};

/**
 * An AWSJSON input as AppSync hands it to a resolver: already parsed (an object, a list, a string...), never
 * the JSON text the client sent. `maxCharacters` bounds the size of its JSON text.
 */
export const awsJson = (maxCharacters: number, label = 'The value') =>
  z.unknown().superRefine((value, context) => {
    if (jsonLength(value) > maxCharacters) {
      context.addIssue({ code: 'custom', message: `${label} is at most ${maxCharacters.toLocaleString('en-US')} characters of JSON` });
    }
  });

/** An AWSJSON input that must be a JSON object (not a list, a string or a number), as AppSync hands it over. */
export const awsJsonObject = (maxCharacters: number, label = 'The value') =>
  awsJson(maxCharacters, label).pipe(
    z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
      message: `${label} must be a JSON object`,
    }),
  );
