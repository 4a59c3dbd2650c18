import { describe, expect, it } from 'vitest';
import { templateCatalogue } from './template-catalogue';

describe('templateCatalogue', () => {
  it('offers the form actions and the option and measurement questions inside sections', () => {
    const catalogue = templateCatalogue({
      actionSettings: [{ action: 'approve' }],
      pages: [
        {
          children: [
            { __typename: 'TextQuestion', id: 'name', title: 'Name' },
            { __typename: 'Section', id: 's1', children: [{ __typename: 'OptionQuestion', id: 'risk', title: 'Risk', options: [{ id: 'high', label: 'High' }] }] },
            { __typename: 'MeasurementV2Question', id: 'weight', title: 'Weight' },
          ],
        },
      ],
    });

    expect(catalogue.events.map((event) => event.id)).toEqual(['submit', 'copy', 'delete', 'comment', 'approve']);
    expect(catalogue.questions).toEqual([
      { id: 'risk', label: 'Risk', kind: 'option', options: [{ id: 'high', label: 'High' }] },
      { id: 'weight', label: 'Weight', kind: 'number', options: [] },
    ]);
  });
});
