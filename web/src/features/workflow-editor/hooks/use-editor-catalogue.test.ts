import { describe, expect, it } from 'vitest';
import { subWorkflowChoices } from './use-editor-catalogue';

const template = (id: string, groupId: string, name: string, status = 'PUBLISHED', isSubform = false) => ({ id, groupId, name, status, isSubform, workflowMachineId: null });

describe('subWorkflowChoices', () => {
  it('offers published subforms first, then the other published templates by name, each group once and never the own group', () => {
    const subforms = [template('t-sub', 'g-sub', 'Waste log', 'PUBLISHED', true)];
    const campus = [template('t-own', 'g-own', 'Own'), template('t-sub', 'g-sub', 'Waste log', 'PUBLISHED', true), template('t-b', 'g-b', 'Permit'), template('t-a', 'g-a', 'Audit'), template('t-d', 'g-d', 'Draft only', 'DRAFT')];

    expect(subWorkflowChoices('g-own', subforms, campus).map((choice) => [choice.templateId, choice.referenceId, choice.isSubform])).toEqual([
      ['t-sub', 'g-sub', true],
      ['t-a', 'g-a', false],
      ['t-b', 'g-b', false],
    ]);
  });
});
