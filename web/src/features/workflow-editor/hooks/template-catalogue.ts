import { formActions } from '@schema/template/form-actions';
import type { ConditionQuestion, EditorCatalogue } from './editor-catalogue';

/** An element of a template page as the workflow tab reads it (questions with titles, sections with children). */
export interface CatalogueElement {
  __typename?: string;
  id: string;
  title?: string;
  options?: ReadonlyArray<{ id: string; label: string }>;
  children?: readonly CatalogueElement[];
}

const numberTypes = new Set(['MeasurementQuestion', 'MeasurementV2Question']);

function questionsOf(elements: readonly CatalogueElement[]): ConditionQuestion[] {
  return elements.flatMap((element): ConditionQuestion[] => {
    if (element.children) return questionsOf(element.children);
    const label = element.title?.trim() || element.id;
    if (element.__typename === 'OptionQuestion') return [{ id: element.id, label, kind: 'option', options: element.options ?? [] }];
    if (element.__typename && numberTypes.has(element.__typename)) return [{ id: element.id, label, kind: 'number', options: [] }];
    return [];
  });
}

/** The editor's catalogue of a template: its form actions (edge events) and its option and number questions, page order. */
export function templateCatalogue(template: { actionSettings: ReadonlyArray<{ action: string }>; pages: ReadonlyArray<{ children: readonly CatalogueElement[] }> }): EditorCatalogue {
  return { events: formActions(template.actionSettings), questions: questionsOf(template.pages.flatMap((page) => page.children)) };
}
