import { questionChoices, type NodeOf } from '../../hooks/panel-choices';
import { BlurTextField } from '../blur-text-field';
import { IdSelect } from './id-select';
import { LibraryRefFields } from './library-ref-fields';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';
import { RoleMappingsEditor } from './role-mappings-editor';
import { campusQuestionChoices } from './search-fields';
import { SearchFiltersEditor } from './search-filters-editor';
import { propertyHelp } from '../../hooks/property-help';

/** A library search question: its library, campus question, filter by another answer, fixed filters and role mappings. */
export function LibrarySearchFields({ node, rows, roles, readOnly, edits }: PanelProps<NodeOf<'LibrarySearchQuestion'>>) {
  const filterBy = { sourceQuestion: node.filterBy?.sourceQuestion ?? null, sourceField: node.filterBy?.sourceField ?? '' };
  const saveFilterBy = (changes: Partial<typeof filterBy>) => {
    const next = { ...filterBy, ...changes };
    edits.save({ filterBy: next.sourceQuestion ? { sourceQuestion: next.sourceQuestion, sourceField: next.sourceField } : null });
  };
  return (
    <>
      <LibraryRefFields library={node.library} disabled={readOnly} onSave={(library) => edits.save({ library })} />
      <IdSelect
        label="Campus question"
        value={node.campusQuestionId}
        choices={campusQuestionChoices(rows, node.id)}
        disabled={readOnly}
        emptyText="No campus search question in this template."
        help={propertyHelp.campusQuestion}
        onChange={(campusQuestionId) => edits.save({ campusQuestionId })}
      />
      <PanelGroup title="Filter by another answer" help={propertyHelp.filterBy}>
        <IdSelect label="Source question" value={filterBy.sourceQuestion} choices={questionChoices(rows, node.id)} disabled={readOnly} onChange={(sourceQuestion) => saveFilterBy({ sourceQuestion })} />
        <BlurTextField label="Source field" value={filterBy.sourceField} disabled={readOnly || !filterBy.sourceQuestion} onCommit={(sourceField) => saveFilterBy({ sourceField })} />
      </PanelGroup>
      <SearchFiltersEditor filters={node.librarySearchFilter} disabled={readOnly} onSave={(librarySearchFilter) => edits.save({ librarySearchFilter })} />
      <RoleMappingsEditor mappings={node.roleMappings} roles={roles} disabled={readOnly} onSave={(roleMappings) => edits.save({ roleMappings })} />
    </>
  );
}
