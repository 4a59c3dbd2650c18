import { describe, expect, it } from 'vitest';
import { draftOf, draftReducer, layoutInputOf } from './layout-draft';

const stored = {
  widgets: [{ id: 'h', type: 'header', config: '{"value":"Hello"}' }],
  layouts: { lg: [{ i: 'h', x: 0, y: 0, w: 8, h: 1 }], md: [], sm: [] },
  version: 3,
};

describe('a layout draft', () => {
  it('starts from the stored layout, every widget placed at every breakpoint, unchanged', () => {
    const draft = draftOf(stored);
    expect(draft).toMatchObject({ version: 3, dirty: false, widgets: [{ id: 'h', config: { value: 'Hello' } }] });
    expect(draft.layouts.md).toEqual([{ i: 'h', x: 0, y: 0, w: 4, h: 1 }]);
  });

  it('becomes dirty when a widget is added, and clean at the next version once saved', () => {
    const added = draftReducer(draftOf(stored), { kind: 'add', widget: { id: 'd', type: 'divider', config: {} } });
    const saved = draftReducer(added, { kind: 'saved', version: 4 });
    expect(added.dirty).toBe(true);
    expect(saved).toMatchObject({ dirty: false, version: 4 });
    expect(saved.widgets.map((widget) => widget.id)).toEqual(['h', 'd']);
  });

  it('ignores the grid reporting the layout it already has', () => {
    const draft = draftOf(stored);
    expect(draftReducer(draft, { kind: 'grid', layouts: { lg: [{ i: 'h', x: 0, y: 0, w: 8, h: 1 }] } })).toBe(draft);
    expect(draftReducer(draft, { kind: 'grid', layouts: { lg: [{ i: 'h', x: 0, y: 0, w: 6, h: 1 }] } }).dirty).toBe(true);
  });

  it('sends each widget with its desktop size and its config as JSON, against the loaded version', () => {
    expect(layoutInputOf('dash-1', draftOf(stored))).toMatchObject({
      id: 'dash-1',
      expectedVersion: 3,
      widgets: [{ id: 'h', type: 'header', width: 8, height: 1, config: '{"value":"Hello"}' }],
    });
  });
});
