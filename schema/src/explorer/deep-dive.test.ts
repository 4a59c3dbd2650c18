import { describe, expect, it } from 'vitest';
import { answersOf } from '../template/answers';
import type { OutcomeGroup } from '../template/outcome-model';
import { choice, page, template, when } from '../template/template-fixtures';
import { deepDiveAccumulator } from './deep-dive';

const inspection = template([page('p1', 'Inspection', [choice('hood', 'Hood works?', ['yes', 'no']), choice('fix', 'Fixed?', ['yes', 'no'], { dependsOn: when('hood', 'no') })])]);
const risk: OutcomeGroup = {
  id: 'g1',
  name: 'Risk',
  type: 'RISK',
  riskLevels: [{ id: 'high', level: 'High', color: 'red' }],
  scales: [],
  outcomes: [{ id: 'o-high', type: 'RISK', riskLevel: 'high', conditions: [{ type: 'question', questionId: 'hood', optionId: 'no' }] }],
};

describe('deepDiveAccumulator', () => {
  it('counts each option, the unanswered and the hidden, and traces an outcome to the answer behind it', () => {
    const tally = deepDiveAccumulator(inspection, [risk]);
    tally.add(answersOf({ selected: { hood: ['no'], fix: ['yes'] } }));
    tally.add(answersOf({ selected: { hood: ['no'] } }));
    tally.add(answersOf({ selected: { hood: ['yes'], fix: ['no'] } }));
    tally.add(answersOf());

    const result = tally.result();
    expect(result.forms).toBe(4);
    expect(result.questions[0]).toMatchObject({ options: [{ optionId: 'yes', count: 1 }, { optionId: 'no', count: 2 }], unanswered: 1, hidden: 0 });
    // "Fixed?" shows only after a "no": its kept answer on the "yes" form counts as hidden, not as "no".
    expect(result.questions[1]).toMatchObject({ options: [{ optionId: 'yes', count: 1 }, { optionId: 'no', count: 0 }], unanswered: 1, hidden: 2 });
    expect(result.outcomes).toEqual([
      { outcomeId: 'o-high', label: 'Risk: High', held: 2, causes: [{ questionId: 'hood', questionTitle: 'Hood works?', optionId: 'no', optionLabel: 'NO', count: 2 }] },
    ]);
  });
});
