import { describe, expect, it } from 'vitest';
import { withTemplateWhenSelected } from './element-answer';

const edit = { templateId: 'tpl-1', id: 'q-1', version: 2 };

describe('withTemplateWhenSelected', () => {
  it('answers the edit as it is, reading nothing, when the caller did not select the template', async () => {
    const reads: string[] = [];

    const answer = await withTemplateWhenSelected(edit, false, async (id) => reads.push(id));

    expect(answer).toBe(edit);
    expect(reads).toEqual([]);
  });

  it('puts the template on the edit when selected', async () => {
    const answer = await withTemplateWhenSelected(edit, true, async (id) => ({ id, name: 'Hood check' }));

    expect(answer).toEqual({ ...edit, template: { id: 'tpl-1', name: 'Hood check' } });
  });

  it('reads the template once for a list of edits (moveElements) and puts it on each', async () => {
    const reads: string[] = [];
    const second = { ...edit, id: 'q-2' };

    const answer = await withTemplateWhenSelected([edit, second], true, async (id) => {
      reads.push(id);
      return { id };
    });

    expect(reads).toEqual(['tpl-1']);
    expect(answer).toEqual([{ ...edit, template: { id: 'tpl-1' } }, { ...second, template: { id: 'tpl-1' } }]);
  });
});
