import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoUsers } from './demo-people';

// The README's sign-in table and the banner `npm start` prints describe the same personas in the same words.
const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const personaRows = [...readme.matchAll(/^\| `([\w.]+)` \| (.+) \|$/gm)].map(([, username, who]) => ({ username, who }));

describe('the README’s demo sign-ins', () => {
  it('names every persona as the start banner does', () => {
    const personas = demoUsers.filter((user) => user.username !== 'svc.test-suite');

    expect(personaRows.filter((row) => personas.some((user) => user.username === row.username))).toEqual(
      personas.map((user) => ({ username: user.username, who: user.description })),
    );
  });
});
