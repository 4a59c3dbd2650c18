import type { QuestionOfKind } from '../element-types';
import { AddressSearchField } from './address-search-field';
import { DocumentSearchField } from './document-search-field';
import { LibrarySearchField } from './library-search-field';
import { PersonSearchField } from './person-search-field';
import { RoomSearchField } from './room-search-field';
import { BuildingSearchField, CampusSearchField, DepartmentSearchField } from './place-search-field';

/** The question kinds answered by searching. */
export type SearchQuestionKind = QuestionOfKind<'SearchQuestion' | 'LibrarySearchQuestion' | 'DocumentSearchQuestion' | 'AddressSearchQuestion' | 'SubjectQuestion'>;

/**
 * A question answered by searching: people, campuses, buildings, rooms, departments, library items, documents or
 * addresses. Choosing an option saves it at once; clearing the field saves no answer.
 */
export function SearchQuestionField({ question }: { question: SearchQuestionKind }) {
  switch (question.__typename) {
    case 'SearchQuestion':
      switch (question.category) {
        case 'PERSON':
          return <PersonSearchField question={question} campusQuestionId={question.campusQuestionId} />;
        case 'CAMPUS':
          return <CampusSearchField question={question} />;
        case 'BUILDING':
          return <BuildingSearchField question={question} campusQuestionId={question.campusQuestionId} />;
        case 'ROOM':
          return <RoomSearchField question={question} campusQuestionId={question.campusQuestionId} />;
        case 'DEPARTMENT':
          return <DepartmentSearchField question={question} campusQuestionId={question.campusQuestionId} />;
      }
      return null;
    case 'LibrarySearchQuestion':
      return <LibrarySearchField question={question} config={question} />;
    case 'DocumentSearchQuestion':
      return <DocumentSearchField question={question} templates={question.docSearchConfig.templates} />;
    case 'AddressSearchQuestion':
      return <AddressSearchField question={question} />;
    case 'SubjectQuestion':
      return question.subjectType === 'library' ? (
        <LibrarySearchField question={question} config={{ library: question.library }} />
      ) : (
        <PersonSearchField question={question} campusQuestionId={question.campusQuestionId} />
      );
  }
}
