import { isQuestionKind } from '../../schema/src/inputs/template-elements';
import type { TemplateNodeKind } from '../data/entities';
import type { Caller } from '../shared/caller';
import { addElement, addOfKind, addPage, addQuestion } from './resolvers/add-element';
import { copyTemplate, createCampusTemplate, createTemplate } from './resolvers/create-template';
import { deleteTemplate } from './resolvers/delete-template';
import { updateElement, updateOfKind } from './resolvers/edit-element';
import {
  addCondition,
  addOption,
  addValidationRule,
  removeCondition,
  removeOption,
  removeValidationRule,
  updateCondition,
  updateOption,
  updateValidationRule,
} from './resolvers/element-parts';
import { moveElements } from './resolvers/move-elements';
import { publishTemplate } from './resolvers/publish-template';
import { removeElement, removeOfKind } from './resolvers/remove-element';
import { startDraft } from './resolvers/start-draft';
import { createTag } from './resolvers/tags';
import { updateTemplateGroupPermissions } from './resolvers/template-group-permissions';
import * as settingsEdits from './resolvers/template-settings';
import { updateTemplate } from './resolvers/update-template';

type Mutation = (caller: Caller, args: { input?: unknown }) => Promise<unknown>;

const only = (what: string, ...kinds: TemplateNodeKind[]) => ({ kinds: (kind: TemplateNodeKind) => kinds.includes(kind), what });
const questions = { kinds: (kind: TemplateNodeKind) => isQuestionKind(kind), what: 'a question' };

/** The spec's named operations that differ from the generic ones only by the kind they accept. */
const namedElementOperations: Record<string, Mutation> = {
  addPage,
  updatePage: updateOfKind(only('a page', 'Page', 'SummaryPage')),
  removePage: removeOfKind(only('a page', 'Page', 'SummaryPage')),
  addSection: addOfKind('Section'),
  updateSection: updateOfKind(only('a section', 'Section')),
  removeSection: removeOfKind(only('a section', 'Section')),
  addRepeatableSection: addOfKind('RepeatableSection'),
  updateRepeatableSection: updateOfKind(only('a repeatable section', 'RepeatableSection')),
  removeRepeatableSection: removeOfKind(only('a repeatable section', 'RepeatableSection')),
  addStaticText: addOfKind('StaticText'),
  updateStaticText: updateOfKind(only('static text', 'StaticText')),
  removeStaticText: removeOfKind(only('static text', 'StaticText')),
  addSubform: addOfKind('Subform'),
  updateSubform: updateOfKind(only('a subform', 'Subform')),
  removeSubform: removeOfKind(only('a subform', 'Subform')),
  addQuestionSummary: addOfKind('QuestionSummary'),
  updateQuestionSummary: updateOfKind(only('a question summary', 'QuestionSummary')),
  removeQuestionSummary: removeOfKind(only('a question summary', 'QuestionSummary')),
  addTemplateOutcome: addOfKind('TemplateOutcome'),
  removeTemplateOutcome: removeOfKind(only('a template outcome', 'TemplateOutcome')),
  addQuestion,
  updateQuestion: updateOfKind(questions),
  removeQuestion: removeOfKind(questions),
};

/**
 * The element edits, by root field name: each answers ElementEdit, ElementRemoval or (moveElements) a list of
 * ElementEdit, whose `template` the handler reads only when the caller selects it.
 */
export const elementMutations: Record<string, Mutation> = {
  addElement,
  updateElement,
  removeElement,
  moveElements,
  ...namedElementOperations,
  addOption,
  updateOption,
  removeOption,
  addCondition,
  updateCondition,
  removeCondition,
  addValidationRule,
  updateValidationRule,
  removeValidationRule,
};

/** The other authoring mutations of the templates function (a template's lifecycle and settings), by root field name. */
export const authoringMutations: Record<string, Mutation> = {
  createTemplate,
  createCampusTemplate,
  updateTemplate,
  startDraft,
  publishTemplate,
  copyTemplate,
  deleteTemplate,
  addAudience: settingsEdits.addAudience,
  updateAudience: settingsEdits.updateAudience,
  removeAudience: settingsEdits.removeAudience,
  addSharedProgram: settingsEdits.addSharedProgram,
  updateSharedProgram: settingsEdits.updateSharedProgram,
  removeSharedProgram: settingsEdits.removeSharedProgram,
  addFormRole: settingsEdits.addFormRole,
  updateFormRole: settingsEdits.updateFormRole,
  removeFormRole: settingsEdits.removeFormRole,
  addPermission: settingsEdits.addPermission,
  updatePermission: settingsEdits.updatePermission,
  removePermission: settingsEdits.removePermission,
  addActionSettings: settingsEdits.addActionSettings,
  updateActionSettings: settingsEdits.updateActionSettings,
  removeActionSettings: settingsEdits.removeActionSettings,
  updateTemplateGroupPermissions,
  createTag,
};
