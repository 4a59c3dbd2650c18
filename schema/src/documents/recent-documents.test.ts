import { describe, expect, it } from 'vitest';
import { pickRecentDocuments, recentsCount, recentsScanLimit } from './recent-documents';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const doc = (id: string, created: number, saved = created) => ({ id, createdDate: at(created), lastSaved: at(saved) });

describe('pickRecentDocuments', () => {
  it('shows at most 8, changed last first', () => {
    const latest = Array.from({ length: 12 }, (_, index) => doc(`d${index}`, 100 - index));

    const recents = pickRecentDocuments(latest);

    expect(recentsCount).toBe(8);
    expect(recents.map((document) => document.id)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  });

  it('brings an older document that was edited since to the front', () => {
    const latest = [doc('new', 50), doc('old-edited', 10, 60), doc('middle', 30)];

    expect(pickRecentDocuments(latest).map((document) => document.id)).toEqual(['old-edited', 'new', 'middle']);
  });

  it('chooses only among the latest 25 it is given', () => {
    const latest = Array.from({ length: 30 }, (_, index) => doc(`d${index}`, 100 - index, index === 27 ? 500 : 100 - index));

    const recents = pickRecentDocuments(latest);

    expect(recentsScanLimit).toBe(25);
    expect(recents.map((document) => document.id)).not.toContain('d27');
  });

  it('keeps the given order for equal change times', () => {
    const latest = [doc('a', 5, 9), doc('b', 4, 9)];

    expect(pickRecentDocuments(latest).map((document) => document.id)).toEqual(['a', 'b']);
  });
});
