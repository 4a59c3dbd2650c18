import { describe, expect, it } from 'vitest';
import { activeMentionQuery, bodySegments, insertMention, mentionsInBody } from './mention-text';

const pat = { id: 'user-program-admin', name: 'Pat Admin' };
const ann = { id: 'u-ann', name: 'Ann' };
const annLee = { id: 'u-ann-lee', name: 'Ann Lee' };

describe('mentions in a comment', () => {
  it('keep the picked people whose mention is still in the text, each once', () => {
    expect(mentionsInBody('@Pat Admin please look', [pat, pat, ann])).toEqual([pat]);
  });

  it('cut the text into plain runs and mentions, the longer name first', () => {
    expect(bodySegments('Hi @Ann Lee and @Ann, see @Nobody.', [ann, annLee])).toEqual([
      { text: 'Hi ' },
      { text: '@Ann Lee', mention: annLee },
      { text: ' and ' },
      { text: '@Ann', mention: ann },
      { text: ', see @Nobody.' },
    ]);
  });

  it('find the mention being typed at the caret, after a space or at the start', () => {
    expect(activeMentionQuery('Thanks @pro', 11)).toEqual({ start: 7, query: 'pro' });
    expect(activeMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMentionQuery('mail me at a@b', 14)).toBeNull();
    expect(activeMentionQuery('Thanks @Pat Admin', 17)).toBeNull();
    expect(activeMentionQuery('no mention', 10)).toBeNull();
  });

  it('replace the mention being typed with the person, and put the caret after it', () => {
    const text = 'Thanks @pro, see you';

    expect(insertMention(text, { start: 7, query: 'pro' }, pat)).toEqual({ text: 'Thanks @Pat Admin , see you', caret: 18 });
  });
});
