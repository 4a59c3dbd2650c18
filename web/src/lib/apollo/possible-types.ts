import type { PossibleTypesMap } from '@apollo/client/cache';

const questionTypes = [
  'AddressSearchQuestion',
  'DateQuestion',
  'DateRangeQuestion',
  'DocumentSearchQuestion',
  'ImageUploadQuestion',
  'LibrarySearchQuestion',
  'MapQuestion',
  'MeasurementQuestion',
  'MeasurementV2Question',
  'OptionQuestion',
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
    'ImageUploadResponse',
    'LibrarySearchResponse',
    'MapResponse',
    'MeasurementResponse',
    'MeasurementV2Response',
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
