/**
 * Mentions inside a comment's plain text. Picking a person writes "@First Last" into the text; the comment sends the
 * picked people's ids beside it. These rules keep the two in step and let the panel show mentions apart.
 */

/** A person a comment can mention, as the composer and the panel know them. */
export interface MentionPerson {
  id: string;
  name: string;
}

/** How a mention reads in the text. */
export const mentionText = (person: Pick<MentionPerson, 'name'>) => `@${person.name}`;

/** The people picked whose mention is still in the text (a mention typed over is dropped), each once. */
export function mentionsInBody<P extends MentionPerson>(body: string, picked: readonly P[]): P[] {
  const seen = new Set<string>();
  return picked.filter((person) => {
    if (seen.has(person.id) || !body.includes(mentionText(person))) return false;
    seen.add(person.id);
    return true;
  });
}

/** A run of a comment's text: plain, or a mention of one of its people. */
export type BodySegment = { text: string; mention?: MentionPerson };

/**
 * The text cut into plain runs and mentions of the comment's people (longer names first, so "@Ann Lee" wins over
 * "@Ann"). Text that merely looks like a mention of someone not mentioned stays plain.
 */
export function bodySegments(body: string, mentions: readonly MentionPerson[]): BodySegment[] {
  const people = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const segments: BodySegment[] = [];
  let plain = '';
  let index = 0;
  while (index < body.length) {
    const person = body[index] === '@' ? people.find((candidate) => body.startsWith(mentionText(candidate), index)) : undefined;
    if (!person) {
      plain += body[index];
      index += 1;
      continue;
    }
    if (plain) segments.push({ text: plain });
    plain = '';
    segments.push({ text: mentionText(person), mention: person });
    index += mentionText(person).length;
  }
  if (plain) segments.push({ text: plain });
  return segments;
}

/** The longest search a mention may start (a name's first letters). */
const maxQueryLength = 40;

/** A mention being typed: where its "@" is and the letters after it, up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention being typed at `caret`: an "@" at the start of the text or after a space, then letters without a
 * space up to the caret. Null when the caret is not in one.
 */
export function activeMentionQuery(text: string, caret: number): MentionQuery | null {
  const start = text.lastIndexOf('@', caret - 1);
  if (start < 0 || (start > 0 && !/\s/.test(text[start - 1] ?? ''))) return null;
  const query = text.slice(start + 1, caret);
  return /^[^\s@]*$/.test(query) && query.length <= maxQueryLength ? { start, query } : null;
}

/** The text with the mention being typed replaced by the picked person's mention and a space; the caret after it. */
export function insertMention(text: string, at: MentionQuery, person: Pick<MentionPerson, 'name'>): { text: string; caret: number } {
  const inserted = `${mentionText(person)} `;
  const end = at.start + 1 + at.query.length;
  return { text: text.slice(0, at.start) + inserted + text.slice(end), caret: at.start + inserted.length };
}
