import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddConditionDocument } from '../api/add-condition.generated';
import { AddElementDocument } from '../api/add-element.generated';
import { AddValidationRuleDocument } from '../api/add-validation-rule.generated';
import { SubformTemplatesByProgramDocument } from '../api/subform-templates.generated';
import { ProgramRoleChoicesDocument } from '../api/program-role-choices.generated';

import { UpdateConditionDocument } from '../api/update-condition.generated';
import { UpdateElementDocument } from '../api/update-element.generated';
import { UpdateValidationRuleDocument } from '../api/update-validation-rule.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import {
  builderSideQueries,
  builderTemplate,
  dateQuestion,
  elementEdit,
  giveElementsHeight,
  loadedTemplate,
  openedTemplate,
  optionQuestion,
  personSearchQuestion,
  subform,
  tableQuestion,
  textQuestion,
} from './panels/builder-fixtures';
import { noSubformTemplatesText } from './panels/subform-template-select';
import { TemplateBuilderPage } from './template-builder-page';

async function renderBuilder(children: object[], ...mocks: MockLink.MockedResponse[]) {
  return renderTemplate(builderTemplate(children), ...mocks);
}

async function renderTemplate(template: { status: string }, ...mocks: MockLink.MockedResponse[]) {
  renderScreen(<TemplateBuilderPage templateId="t-1" pathOf={(id) => `/studio/campus/north/template/${id}`} programPathOf={(id) => `/studio/campus/north/program/${id}`} renderPreview={() => <p>Preview of the form</p>} />, {
    pattern: '/studio/campus/:campusId/template/:templateId',
    path: '/studio/campus/north/template/t-1',
    session: await signedInSession(),
    mocks: [openedTemplate(template), ...builderSideQueries(template.status), ...mocks],
  });
  await screen.findByRole('tree', { name: 'Outline' });
  return userEvent.setup();
}

const argsOf = (mock: ReturnType<typeof vi.fn>) => (mock.mock.calls[0] as unknown as [{ input: Record<string, unknown> }])[0].input;

const subformTemplates = (templates: { id: string; name: string; version: number }[]): MockLink.MockedResponse => ({
  request: { query: SubformTemplatesByProgramDocument, variables: { programId: 'p-safety' } },
  result: { data: { subformTemplatesByProgram: templates.map((template) => ({ __typename: 'Template', ...template })) } },
  maxUsageCount: 5,
});

describe('The builder property panels', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = giveElementsHeight();
  });
  afterAll(() => restoreLayout());

  it('adds an OR condition on an option of another question with addCondition and lists it', async () => {
    // Prepare
    const lab = optionQuestion('q-lab', 'Lab type');
    const add = vi.fn(() => ({ data: { addCondition: elementEdit('q-name', 'TextQuestion', 2) } }));
    const conditioned = { ...textQuestion('q-name', 'Your name', 2), dependsOn: { __typename: 'DependsOn', logic: 'OR', conditions: [{ __typename: 'DependsOnCondition', questionId: 'q-lab', optionId: 'q-lab-yes' }] } };
    const user = await renderBuilder(
      [lab, textQuestion('q-name', 'Your name')],
      { request: { query: AddConditionDocument, variables: () => true }, result: add },
      loadedTemplate(builderTemplate([lab, conditioned])),
    );
    await user.click(screen.getByRole('treeitem', { name: /Your name/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Any of these (OR)' }));
    await user.click(screen.getByRole('combobox', { name: 'Question' }));
    await user.click(await screen.findByRole('option', { name: 'Lab type' }));
    await user.click(screen.getByRole('combobox', { name: 'Option' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Add condition' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(argsOf(add)).toEqual({ templateId: 't-1', elementId: 'q-name', expectedVersion: 1, questionId: 'q-lab', optionId: 'q-lab-yes', logic: 'OR' });
    const conditions = await screen.findByRole('list', { name: 'Conditions' });
    expect(within(conditions).getByText('Lab type = Yes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Any of these (OR)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a validation rule to a date question and shows it in plain words', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addValidationRule: elementEdit('q-date', 'DateQuestion', 2) } }));
    const rule = { id: 'rule-1', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 30, relativeTo: 'currentDate' };
    const user = await renderBuilder(
      [dateQuestion('q-date', 'Inspection date')],
      { request: { query: AddValidationRuleDocument, variables: () => true }, result: add },
      loadedTemplate(builderTemplate([dateQuestion('q-date', 'Inspection date', [rule], 2)])),
    );
    await user.click(screen.getByRole('treeitem', { name: /Inspection date/ }));

    // Act
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '30');
    expect(screen.getByText('Preview: Must be no more than 30 days after today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(argsOf(add)).toEqual({
      templateId: 't-1',
      questionId: 'q-date',
      expectedVersion: 1,
      rule: { field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 30, relativeTo: 'currentDate' },
    });
    const rules = await screen.findByRole('list', { name: 'Validation rules' });
    expect(within(rules).getByText('Must be no more than 30 days after today')).toBeInTheDocument();
  });

  it('changes a condition in place with updateCondition, the Question field taking the focus', async () => {
    // Prepare
    const lab = optionQuestion('q-lab', 'Lab type');
    const update = vi.fn(() => ({ data: { updateCondition: elementEdit('q-name', 'TextQuestion', 3) } }));
    const dependsOn = (optionId: string) => ({ __typename: 'DependsOn', logic: 'AND', conditions: [{ __typename: 'DependsOnCondition', questionId: 'q-lab', optionId }] });
    const user = await renderBuilder(
      [lab, { ...textQuestion('q-name', 'Your name', 2), dependsOn: dependsOn('q-lab-yes') }],
      { request: { query: UpdateConditionDocument, variables: () => true }, result: update },
      loadedTemplate(builderTemplate([lab, { ...textQuestion('q-name', 'Your name', 3), dependsOn: dependsOn('q-lab-no') }])),
    );
    await user.click(screen.getByRole('treeitem', { name: /Your name/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Change condition Lab type = Yes' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Question' })).toHaveFocus());
    await user.click(screen.getByRole('combobox', { name: 'Option' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save condition' }));

    // Assess
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(argsOf(update)).toEqual({
      templateId: 't-1', elementId: 'q-name', expectedVersion: 2, questionId: 'q-lab', optionId: 'q-lab-yes', condition: { questionId: 'q-lab', optionId: 'q-lab-no' },
    });
    const conditions = await screen.findByRole('list', { name: 'Conditions' });
    expect(await within(conditions).findByText('Lab type = No')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add condition' })).toBeInTheDocument();
  });

  it('changes a validation rule in place with updateValidationRule, keeping its id', async () => {
    // Prepare
    const update = vi.fn(() => ({ data: { updateValidationRule: elementEdit('q-date', 'DateQuestion', 3) } }));
    const rule = { id: 'rule-1', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 30, relativeTo: 'currentDate' };
    const user = await renderBuilder(
      [dateQuestion('q-date', 'Inspection date', [rule], 2)],
      { request: { query: UpdateValidationRuleDocument, variables: () => true }, result: update },
      loadedTemplate(builderTemplate([dateQuestion('q-date', 'Inspection date', [{ ...rule, value: 14 }], 3)])),
    );
    await user.click(screen.getByRole('treeitem', { name: /Inspection date/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Change rule Must be no more than 30 days after today' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('30');
    await user.clear(amount);
    await user.type(amount, '14');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));

    // Assess
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(argsOf(update)).toEqual({
      templateId: 't-1',
      questionId: 'q-date',
      expectedVersion: 2,
      ruleId: 'rule-1',
      rule: { field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 14, relativeTo: 'currentDate' },
    });
    const rules = await screen.findByRole('list', { name: 'Validation rules' });
    expect(await within(rules).findByText('Must be no more than 14 days after today')).toBeInTheDocument();
  });

  it('puts a question added while a table is selected into the table as its last column', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addElement: { __typename: 'ElementEdit', id: 'q-new', kind: 'TextQuestion', version: 1, parentId: 'q-table' } } }));
    const table = tableQuestion('q-table', 'Equipment', [textQuestion('q-item', 'Item')]);
    const user = await renderBuilder([table], { request: { query: AddElementDocument, variables: () => true }, result: add }, loadedTemplate(builderTemplate([table])));
    await user.click(screen.getByRole('treeitem', { name: /Equipment/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Table' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Section' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Text' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(argsOf(add)).toMatchObject({ templateId: 't-1', parentId: 'q-table', afterId: 'q-item' });
    expect(JSON.parse(argsOf(add).element as string)).toMatchObject({ __typename: 'TextQuestion' });
  });

  it('lists the program\'s subform templates for a subform and saves the chosen templateId', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { updateElement: elementEdit('sf-1', 'Subform', 2) } }));
    const user = await renderBuilder(
      [subform('sf-1', 'Training record', 'tpl-training')],
      subformTemplates([
        { id: 'tpl-training', name: 'Training record', version: 2 },
        { id: 'tpl-visit', name: 'Visitor log', version: 1 },
      ]),
      { request: { query: UpdateElementDocument, variables: () => true }, result: save },
      loadedTemplate(builderTemplate([subform('sf-1', 'Training record', 'tpl-visit', 2)])),
    );
    await user.click(screen.getByRole('treeitem', { name: /Training record/ }));

    // Act
    const picker = await screen.findByRole('combobox', { name: 'Subform template' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(picker);
    expect(await screen.findByRole('option', { name: 'Training record (version 2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Visitor log (version 1)' }));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(argsOf(save)).toEqual({ templateId: 't-1', elementId: 'sf-1', expectedVersion: 1, changes: JSON.stringify({ templateId: 'tpl-visit' }) });
  });

  it('adds a subform from the Add menu with the template picked in its dialog', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addElement: { __typename: 'ElementEdit', id: 'sf-new', kind: 'Subform', version: 1, parentId: 'page-1' } } }));
    const user = await renderBuilder(
      [textQuestion('q-name', 'Your name')],
      subformTemplates([{ id: 'tpl-visit', name: 'Visitor log', version: 1 }]),
      { request: { query: AddElementDocument, variables: () => true }, result: add },
      loadedTemplate(builderTemplate([textQuestion('q-name', 'Your name')])),
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Subform' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a subform' });
    const picker = within(dialog).getByRole('combobox', { name: 'Subform template' });
    // The picker is disabled until the program's subform templates arrive.
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Visitor log (version 1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add subform' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(JSON.parse(argsOf(add).element as string)).toEqual({ __typename: 'Subform', name: 'Untitled subform', templateId: 'tpl-visit' });
  });

  it('says so when the program has no subform templates', async () => {
    // Prepare
    const user = await renderBuilder([subform('sf-1', 'Training record', 'tpl-training')], subformTemplates([]));

    // Act
    await user.click(screen.getByRole('treeitem', { name: /Training record/ }));

    // Assess
    expect(await screen.findByText(noSubformTemplatesText)).toBeInTheDocument();
  });

  it('names the role a person search assigns, as the server resolved it, and says when that role is gone (people17)', async () => {
    // Prepare
    const programRoles: MockLink.MockedResponse = {
      request: { query: ProgramRoleChoicesDocument, variables: { programId: 'p-safety' } },
      result: { data: { programRoles: [] } },
      maxUsageCount: 5,
    };
    const user = await renderBuilder(
      [
        personSearchQuestion('q-lead', 'Lead inspector', 'role-inspector', { id: 'role-inspector', name: 'Inspector' }),
        personSearchQuestion('q-old', 'Former lead', 'role-removed', null),
      ],
      programRoles,
    );

    // Act
    await user.click(screen.getByRole('treeitem', { name: /Lead inspector/ }));

    // Assess
    expect(await screen.findByRole('combobox', { name: 'Role assigned to the person found' })).toHaveTextContent('Inspector');
    expect(screen.getByText("The person found becomes this form's Inspector.")).toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('treeitem', { name: /Former lead/ }));

    // Assess
    expect(await screen.findByText("This role is no longer one of the template's roles: choose another, or None.")).toBeInTheDocument();
  });

  it('shows a published version\'s panels disabled', async () => {
    // Prepare
    const published = { ...builderTemplate([optionQuestion('q-lab', 'Lab type'), dateQuestion('q-date', 'Inspection date')]), status: 'PUBLISHED' };
    const user = await renderTemplate(published);

    // Act
    await user.click(screen.getByRole('treeitem', { name: /Inspection date/ }));

    // Assess
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Any of these (OR)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add rule' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add condition' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('describes every advanced property of a question: the default answer fields and the business keys', async () => {
    // Prepare
    const user = await renderBuilder([textQuestion('q-name', 'Your name')]);

    // Act
    await user.click(screen.getByRole('treeitem', { name: /Your name/ }));

    // Assess
    expect(screen.getByRole('textbox', { name: 'Source id' })).toHaveAccessibleDescription(/data source the answer is read from/);
    expect(screen.getByRole('textbox', { name: 'Field key' })).toHaveAccessibleDescription(/becomes the answer/);
    expect(screen.getByRole('group', { name: 'Business keys' })).toHaveAccessibleDescription(/reports and other systems can find forms/);
    expect(screen.getByRole('switch', { name: /Disabled/ })).toHaveAccessibleDescription(/cannot change it/);
  });
});
