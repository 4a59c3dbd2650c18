import type { PossibleTypesMap } from '@apollo/client/cache';

const questionTypes = [
  'AddressSearchQuestion',
  'DateQuestion',
  'DateRangeQuestion',
  'DocumentSearchQuestion',
  'EmailQuestion',
  'FileUploadQuestion',
  'ImageUploadQuestion',
  'LibrarySearchQuestion',
  'MapQuestion',
  'MeasurementQuestion',
  'MeasurementV2Question',
  'NumberQuestion',
  'OptionQuestion',
  'PhoneNumberQuestion',
  'SearchQuestion',
  'SubjectQuestion',
  'TableQuestion',
  'TextQuestion',
  'ToggleQuestion',
];

/**
 * The implementations of the SDL's interfaces and unions, so fragments on an interface match by __typename.
 * possible-types.test.ts checks this against schema/graphql.
 */
export const possibleTypes: PossibleTypesMap = {
  Element: ['QuestionSummary', 'RepeatableSection', 'Section', 'StaticText', 'Subform', 'SubjectDetails', 'TemplateOutcome', ...questionTypes].sort(),
  Question: questionTypes,
  Response: [
    'AddressSearchResponse',
    'BuildingSearchResponse',
    'CampusSearchResponse',
    'DateRangeResponse',
    'DateResponse',
    'DepartmentSearchResponse',
    'DocumentSearchResponse',
    'FileUploadResponse',
    'ImageUploadResponse',
    'LibrarySearchResponse',
    'MapResponse',
    'MeasurementResponse',
    'MeasurementV2Response',
    'NumberResponse',
    'OptionResponse',
    'PersonSearchResponse',
    'RoomSearchResponse',
    'SubformResponse',
    'TableResponse',
    'TextResponse',
    'ToggleResponse',
  ],
  FormSubject: ['LibraryItemSubject', 'PersonSubject'],
  SearchResult: ['PersonSearchResult', 'SelectedCampus', 'SelectedPlace', 'SelectedRoom'],
};
