import { BlurTextField } from '../blur-text-field';
import { propertyHelp } from '../../hooks/property-help';

interface LibraryRef {
  schemaId: string;
  name: string;
}

/** The library (custom data schema) a question searches: its schema id and name; no schema id, no library. */
export function LibraryRefFields({ library, disabled, onSave }: { library: LibraryRef | null; disabled: boolean; onSave: (library: LibraryRef | null) => void }) {
  const current = { schemaId: library?.schemaId ?? '', name: library?.name ?? '' };
  const commit = (changes: Partial<LibraryRef>) => {
    const next = { ...current, ...changes };
    onSave(next.schemaId.trim() ? { schemaId: next.schemaId.trim(), name: next.name } : null);
  };
  return (
    <>
      <BlurTextField label="Library schema id" value={current.schemaId} disabled={disabled} helperText={propertyHelp.librarySchemaId} onCommit={(schemaId) => commit({ schemaId })} />
      <BlurTextField label="Library name" value={current.name} disabled={disabled || !current.schemaId} helperText={propertyHelp.libraryName} onCommit={(name) => commit({ name })} />
    </>
  );
}
