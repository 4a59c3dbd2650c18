import type { Question } from '../template/model';

/** A person chosen in a person search (or as a person subject). */
export interface SelectedPerson {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeId?: string | null;
  networkId?: string | null;
}

/** A campus chosen in a campus search. */
export interface SelectedCampus {
  id: string;
  name: string;
  shortName: string;
  tenant: { id: string; name: string };
}

/** A campus room chosen in a room search: its key, building (code and name), floor and number. */
export interface SelectedRoom {
  id: string;
  roomKey: string;
  building: string;
  buildingName: string;
  floor: string;
  roomNumber: string;
}

/** A building or department chosen in a search. */
export interface SelectedPlace {
  id: string;
  name: string;
  code?: string | null;
}

/** A library item chosen in a library search (or as a library subject). */
export interface SelectedLibraryItem {
  id: string;
  name: string;
  /** The item's own fields, as the library holds them. */
  fields?: Record<string, unknown> | null;
}

/** An address chosen in an address search. */
export interface SelectedAddress {
  placeId: string;
  label: string;
  addressNumber?: string | null;
  street?: string | null;
  municipality?: string | null;
  subRegion?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** A form chosen in a document search. */
export interface SelectedDocument {
  id: string;
  name: string;
  autoId?: string | null;
}

/** An uploaded image: its file name, its key in the blob store and what it shows. */
export interface ResponseImage {
  name: string;
  key: string;
  description?: string | null;
}

/** An uploaded file of a file question: its name, its key in the blob store, its type and size in bytes. */
export interface ResponseFile {
  name: string;
  key: string;
  contentType: string;
  size: number;
}

export interface MeasurementUnit {
  id: string;
  name: string;
  fields?: Record<string, unknown> | null;
}

/**
 * The value of one answer, by response kind: what is stored and what the API returns (the kind is the GraphQL
 * type name of the response). Optional fields are null when the answer was cleared.
 */
export type ResponseValue =
  | { kind: 'TextResponse'; text: string }
  | { kind: 'DateResponse'; selectedDate: string | null }
  | { kind: 'DateRangeResponse'; start: string | null; end: string | null }
  | { kind: 'OptionResponse'; selectedOptionIds: string[] }
  | { kind: 'ToggleResponse'; defaultValue: boolean }
  | { kind: 'MeasurementResponse'; value: number | null; unit: MeasurementUnit | null }
  | { kind: 'MeasurementV2Response'; values: Array<{ unit: string; value: number }> }
  | { kind: 'PersonSearchResponse'; selectedPerson: SelectedPerson | null }
  | { kind: 'CampusSearchResponse'; selectedCampus: SelectedCampus | null }
  | { kind: 'BuildingSearchResponse'; selectedBuilding: SelectedPlace | null }
  | { kind: 'RoomSearchResponse'; selectedRoom: SelectedRoom | null }
  | { kind: 'DepartmentSearchResponse'; selectedDepartment: SelectedPlace | null }
  | { kind: 'LibrarySearchResponse'; selectedItem: SelectedLibraryItem | null }
  | { kind: 'AddressSearchResponse'; selectedAddress: SelectedAddress | null }
  | { kind: 'DocumentSearchResponse'; selectedDocument: SelectedDocument | null }
  | { kind: 'ImageUploadResponse'; images: ResponseImage[] }
  | { kind: 'TableResponse'; rowIds: string[] }
  | { kind: 'SubformResponse'; childFormIds: string[] }
  | { kind: 'MapResponse'; latitude: number | null; longitude: number | null }
  | { kind: 'NumberResponse'; value: number | null }
  | { kind: 'FileUploadResponse'; files: ResponseFile[] };

export type ResponseKind = ResponseValue['kind'];

const searchKinds = {
  BUILDING: 'BuildingSearchResponse',
  CAMPUS: 'CampusSearchResponse',
  DEPARTMENT: 'DepartmentSearchResponse',
  PERSON: 'PersonSearchResponse',
  ROOM: 'RoomSearchResponse',
} as const satisfies Record<Extract<Question, { __typename: 'SearchQuestion' }>['category'], ResponseKind>;

const kindsByQuestion: Partial<Record<Question['__typename'], ResponseKind>> = {
  TextQuestion: 'TextResponse',
  DateQuestion: 'DateResponse',
  DateRangeQuestion: 'DateRangeResponse',
  OptionQuestion: 'OptionResponse',
  ToggleQuestion: 'ToggleResponse',
  MeasurementQuestion: 'MeasurementResponse',
  MeasurementV2Question: 'MeasurementV2Response',
  LibrarySearchQuestion: 'LibrarySearchResponse',
  DocumentSearchQuestion: 'DocumentSearchResponse',
  ImageUploadQuestion: 'ImageUploadResponse',
  TableQuestion: 'TableResponse',
  AddressSearchQuestion: 'AddressSearchResponse',
  MapQuestion: 'MapResponse',
  // An email or phone answer is a text, checked as one (answer-checks.ts).
  EmailQuestion: 'TextResponse',
  PhoneNumberQuestion: 'TextResponse',
  NumberQuestion: 'NumberResponse',
  FileUploadQuestion: 'FileUploadResponse',
};

/**
 * The response kind a question is answered with. A search answers by its category; a subject question by its
 * subject type (a person, else a library item).
 */
export function responseKindOf(question: Question): ResponseKind {
  if (question.__typename === 'SearchQuestion') return searchKinds[question.category];
  if (question.__typename === 'SubjectQuestion') return question.subjectType === 'person' ? 'PersonSearchResponse' : 'LibrarySearchResponse';
  return kindsByQuestion[question.__typename] ?? 'TextResponse';
}
