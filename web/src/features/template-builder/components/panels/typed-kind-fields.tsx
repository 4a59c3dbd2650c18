import { fileContentTypes, maxFileMb, maxFilesPerAnswer } from '@schema/forms/files';
import type { NodeOf } from '../../hooks/panel-choices';
import { propertyHelp } from '../../hooks/property-help';
import { BlurTextField, readableHelp } from '../blur-text-field';
import type { PanelProps } from './panel-props';
import { SwitchField } from './switch-field';

/** A typed bound as the author left it: blank is no bound; anything that is not a number keeps the old value. */
function boundOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const boundText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A number question: its smallest and largest value, whether it takes whole numbers only, and its unit. */
export function NumberFields({ node, readOnly, edits }: PanelProps<NodeOf<'NumberQuestion'>>) {
  const saveBound = (field: 'min' | 'max', text: string) => {
    const value = boundOf(text);
    if (value !== undefined) edits.save({ [field]: value });
  };
  return (
    <>
      <BlurTextField label="Minimum" type="number" value={boundText(node.min)} disabled={readOnly} helperText={propertyHelp.numberBounds} onCommit={(text) => saveBound('min', text)} />
      <BlurTextField label="Maximum" type="number" value={boundText(node.max)} disabled={readOnly} helperText={propertyHelp.numberBounds} onCommit={(text) => saveBound('max', text)} />
      <SwitchField label="Whole numbers only" checked={node.integer} disabled={readOnly} onChange={(integer) => edits.save({ integer })} />
      <BlurTextField label="Unit" value={node.unit ?? ''} disabled={readOnly} helperText={propertyHelp.numberUnit} onCommit={(unit) => edits.save({ unit: unit.trim() || null })} />
    </>
  );
}

/** The extensions an author typed: lower case, without dots, separated by commas or spaces. */
export function typesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((type) => type.trim().replace(/^\./, '').toLowerCase()).filter(Boolean))];
}

const platformTypes = Object.keys(fileContentTypes).join(', ');

/** A file upload question: the file types it accepts, the largest file and how many files it keeps. */
export function FileUploadFields({ node, readOnly, edits }: PanelProps<NodeOf<'FileUploadQuestion'>>) {
  const saveWhole = (field: 'maxSizeMb' | 'maxFiles', text: string) => {
    const value = Number(text);
    if (text.trim() && Number.isInteger(value)) edits.save({ [field]: value });
  };
  return (
    <>
      <BlurTextField
        label="Accepted file types"
        value={node.acceptedTypes.join(', ')}
        disabled={readOnly}
        helperText={`Extensions, separated by commas. Empty accepts every type the platform stores: ${platformTypes}.`}
        onCommit={(text) => edits.save({ acceptedTypes: typesOf(text) })}
      />
      <BlurTextField
        label="Largest file (MB)"
        type="number"
        value={String(node.maxSizeMb)}
        disabled={readOnly}
        helperText={`1 to ${maxFileMb} MB.`}
        slotProps={{ ...readableHelp, htmlInput: { min: 1, max: maxFileMb, step: 1 } }}
        onCommit={(text) => saveWhole('maxSizeMb', text)}
      />
      <BlurTextField
        label="Most files"
        type="number"
        value={String(node.maxFiles)}
        disabled={readOnly}
        helperText={`1 to ${maxFilesPerAnswer} files.`}
        slotProps={{ ...readableHelp, htmlInput: { min: 1, max: maxFilesPerAnswer, step: 1 } }}
        onCommit={(text) => saveWhole('maxFiles', text)}
      />
    </>
  );
}
