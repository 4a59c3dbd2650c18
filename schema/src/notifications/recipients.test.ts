import { describe, expect, it } from 'vitest';
import { isEmailAddress, uniqueRecipients } from './recipients';

describe('uniqueRecipients', () => {
  it('keeps each address once, ignoring case, the first mention winning', () => {
    const recipients = uniqueRecipients([
      { email: 'Sam@Example.edu', userId: 'u1' },
      { email: 'sam@example.edu' },
      { email: ' kim@example.edu ' },
      { email: '' },
    ]);

    expect(recipients).toEqual([{ email: 'Sam@Example.edu', userId: 'u1' }, { email: 'kim@example.edu' }]);
  });

  it('drops from the cc-list whoever is on the to-list', () => {
    expect(uniqueRecipients([{ email: 'a@x.edu' }, { email: 'b@x.edu' }], [{ email: 'A@x.edu' }])).toEqual([{ email: 'b@x.edu' }]);
  });
});

describe('isEmailAddress', () => {
  it('accepts plain addresses only', () => {
    expect(['a@b.edu', 'first.last@sub.campus.edu'].map(isEmailAddress)).toEqual([true, true]);
    expect(['a@b', 'Sam <a@b.edu>', 'a b@c.edu', ''].map(isEmailAddress)).toEqual([false, false, false, false]);
  });
});
