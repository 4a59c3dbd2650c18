import { format, isValid, parseISO } from 'date-fns';
import { roomText } from '../search/room-search';

/** What answerText reads of a question: its kind, whether its dates carry a time, and its options. */
export interface AnswerTextQuestion {
  __typename: string;
  includeTime?: boolean | null;
  options?: ReadonlyArray<{ id: string; label: string }> | null;
  /** A number question's unit, printed after the number. */
  unit?: string | null;
}

interface Named {
  name: string;
}

/** What answerText reads of a stored answer, by response kind (the API's shape, extra fields allowed). */
export type AnswerTextResponse =
  | { __typename: 'TextResponse'; text: string }
  | { __typename: 'DateResponse'; selectedDate?: string | null }
  | { __typename: 'DateRangeResponse'; start?: string | null; end?: string | null }
  | { __typename: 'OptionResponse'; selectedOptionIds: readonly string[] }
  | { __typename: 'ToggleResponse'; defaultValue: boolean }
  | { __typename: 'MeasurementResponse'; value?: number | null; unit?: Named | null }
  | { __typename: 'MeasurementV2Response'; values: ReadonlyArray<{ unit: string; value: number }> }
  | { __typename: 'PersonSearchResponse'; selectedPerson?: { firstName: string; lastName: string } | null }
  | { __typename: 'CampusSearchResponse'; selectedCampus?: Named | null }
  | { __typename: 'BuildingSearchResponse'; selectedBuilding?: Named | null }
  | { __typename: 'RoomSearchResponse'; selectedRoom?: { building: string; buildingName: string; floor: string; roomNumber: string } | null }
  | { __typename: 'DepartmentSearchResponse'; selectedDepartment?: Named | null }
  | { __typename: 'LibrarySearchResponse'; selectedItem?: Named | null }
  | { __typename: 'AddressSearchResponse'; selectedAddress?: { label: string } | null }
  | { __typename: 'DocumentSearchResponse'; selectedDocument?: { name: string; autoId?: string | null } | null }
  | { __typename: 'ImageUploadResponse'; images: readonly unknown[] }
  | { __typename: 'TableResponse'; rowIds: readonly string[] }
  | { __typename: 'SubformResponse'; childFormIds: readonly string[] }
  | { __typename: 'MapResponse'; latitude?: number | null; longitude?: number | null }
  | { __typename: 'NumberResponse'; value?: number | null }
  | { __typename: 'FileUploadResponse'; files: ReadonlyArray<{ name: string }> };

/** A date as forms print it: MM/dd/yyyy, with h:mm a when the question includes the time; null when unreadable. */
export function answerDate(value: string | null | undefined, includeTime = false): string | null {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return format(date, includeTime ? 'MM/dd/yyyy h:mm a' : 'MM/dd/yyyy');
}

function count(n: number, one: string, many: string): string | null {
  if (n === 0) return null;
  return `${n} ${n === 1 ? one : many}`;
}

function dateRangeText(question: AnswerTextQuestion, start: string | null | undefined, end: string | null | undefined): string | null {
  const from = answerDate(start, question.includeTime ?? false);
  const to = answerDate(end, question.includeTime ?? false);
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  return to ? `Until ${to}` : null;
}

function optionText(question: AnswerTextQuestion, selected: readonly string[]): string | null {
  const labels = selected.flatMap((id) => question.options?.find((option) => option.id === id)?.label ?? []);
  return labels.length > 0 ? labels.join(', ') : null;
}

function personText(person: { firstName: string; lastName: string } | null | undefined): string | null {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

function measurementText(value: number | null | undefined, unit: Named | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return unit?.name ? `${value} ${unit.name}` : String(value);
}

function numberText(value: number | null | undefined, unit: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return unit ? `${value} ${unit}` : String(value);
}

function mapText(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  return `${latitude}, ${longitude}`;
}

function nameText(named: Named | null | undefined): string | null {
  return named?.name || null;
}

/**
 * An answer in words, as a summary page or a printout shows it: dates as MM/dd/yyyy, options by label, toggles
 * Yes/No, people by name, tables as "N rows", images as "N images", files by name, numbers with their unit. Null when the question has no answer.
 */
export function answerText(question: AnswerTextQuestion, response: AnswerTextResponse | null | undefined): string | null {
  if (!response) return null;
  switch (response.__typename) {
    case 'TextResponse':
      return response.text.trim() ? response.text : null;
    case 'DateResponse':
      return answerDate(response.selectedDate, question.includeTime ?? false);
    case 'DateRangeResponse':
      return dateRangeText(question, response.start, response.end);
    case 'OptionResponse':
      return optionText(question, response.selectedOptionIds);
    case 'ToggleResponse':
      return response.defaultValue ? 'Yes' : 'No';
    case 'MeasurementResponse':
      return measurementText(response.value, response.unit);
    case 'MeasurementV2Response':
      return response.values.length > 0 ? response.values.map((entry) => `${entry.value} ${entry.unit}`).join(', ') : null;
    case 'PersonSearchResponse':
      return personText(response.selectedPerson);
    case 'CampusSearchResponse':
      return nameText(response.selectedCampus);
    case 'BuildingSearchResponse':
      return nameText(response.selectedBuilding);
    case 'RoomSearchResponse':
      return response.selectedRoom ? roomText(response.selectedRoom) : null;
    case 'DepartmentSearchResponse':
      return nameText(response.selectedDepartment);
    case 'LibrarySearchResponse':
      return nameText(response.selectedItem);
    case 'AddressSearchResponse':
      return response.selectedAddress?.label || null;
    case 'DocumentSearchResponse': {
      const document = response.selectedDocument;
      if (!document) return null;
      return document.autoId ? `${document.name} (${document.autoId})` : document.name;
    }
    case 'ImageUploadResponse':
      return count(response.images.length, 'image', 'images');
    case 'TableResponse':
      return count(response.rowIds.length, 'row', 'rows');
    case 'SubformResponse':
      return count(response.childFormIds.length, 'form', 'forms');
    case 'MapResponse':
      return mapText(response.latitude, response.longitude);
    case 'NumberResponse':
      return numberText(response.value, question.unit);
    case 'FileUploadResponse':
      // The names, not a count: an export or a printout then says which documents came with the form.
      return response.files.length > 0 ? response.files.map((file) => file.name).join(', ') : null;
  }
}
