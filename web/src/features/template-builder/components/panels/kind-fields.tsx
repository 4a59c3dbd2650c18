import Typography from '@mui/material/Typography';
import { DocumentSearchFields } from './document-search-fields';
import { LibrarySearchFields } from './library-search-fields';
import { OptionFields } from './option-fields';
import type { PanelProps } from './panel-props';
import { SearchFields } from './search-fields';
import { IncludeTimeField, ImageUploadFields, MeasurementFields, MeasurementV2Fields, TextFields, ToggleFields } from './simple-kind-fields';
import { ReferenceImagesEditor } from './reference-images-editor';
import { SubjectFields } from './subject-fields';
import { FileUploadFields, NumberFields } from './typed-kind-fields';
import { ValidationRulesEditor } from './validation-rules-editor';

/** The fields only one question kind has (nothing for address search, map, email and phone number). */
export function KindFields(props: PanelProps) {
  const { node } = props;
  switch (node.__typename) {
    case 'TextQuestion':
      return <TextFields {...props} node={node} />;
    case 'DateQuestion':
    case 'DateRangeQuestion':
      return (
        <>
          <IncludeTimeField {...props} node={node} />
          <ValidationRulesEditor {...props} node={node} />
        </>
      );
    case 'OptionQuestion':
      return <OptionFields {...props} node={node} />;
    case 'ToggleQuestion':
      return <ToggleFields {...props} node={node} />;
    case 'MeasurementQuestion':
      return <MeasurementFields {...props} node={node} />;
    case 'MeasurementV2Question':
      return <MeasurementV2Fields {...props} node={node} />;
    case 'SearchQuestion':
      return <SearchFields {...props} node={node} />;
    case 'LibrarySearchQuestion':
      return <LibrarySearchFields {...props} node={node} />;
    case 'SubjectQuestion':
      return <SubjectFields {...props} node={node} />;
    case 'DocumentSearchQuestion':
      return <DocumentSearchFields {...props} node={node} />;
    case 'ImageUploadQuestion':
      return (
        <>
          <ImageUploadFields {...props} node={node} />
          <ReferenceImagesEditor {...props} node={node} />
        </>
      );
    case 'NumberQuestion':
      return <NumberFields {...props} node={node} />;
    case 'FileUploadQuestion':
      return <FileUploadFields {...props} node={node} />;
    case 'TableQuestion': {
      const columns = 'children' in node ? (node.children ?? []) : [];
      return (
        <Typography variant="body2" color="text.secondary">
          {columns.length === 1 ? '1 column.' : `${columns.length} columns.`} With the table selected, Add puts a new question in it as its last column.
        </Typography>
      );
    }
    default:
      return null;
  }
}
