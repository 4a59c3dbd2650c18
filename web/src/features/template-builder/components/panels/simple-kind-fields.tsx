import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { NodeOf } from '../../hooks/panel-choices';
import { BlurTextField } from '../blur-text-field';
import type { PanelProps } from './panel-props';
import { SwitchField } from './switch-field';
import { propertyHelp } from '../../hooks/property-help';

const orNull = (value: string) => (value.trim() ? value : null);

/** A text question: one line or a paragraph. */
export function TextFields({ node, readOnly, edits }: PanelProps<NodeOf<'TextQuestion'>>) {
  return (
    <TextField select size="small" label="Input" value={node.input ?? 'short'} disabled={readOnly} onChange={(event) => edits.save({ input: event.target.value })}>
      <MenuItem value="short">Short answer (one line)</MenuItem>
      <MenuItem value="paragraph">Paragraph</MenuItem>
    </TextField>
  );
}

/** A date or date range question: whether a time is asked too. */
export function IncludeTimeField({ node, readOnly, edits }: PanelProps<NodeOf<'DateQuestion' | 'DateRangeQuestion'>>) {
  return <SwitchField label="Include time" checked={node.includeTime} disabled={readOnly} onChange={(includeTime) => edits.save({ includeTime })} />;
}

/** A toggle question: whether it starts switched on. */
export function ToggleFields({ node, readOnly, edits }: PanelProps<NodeOf<'ToggleQuestion'>>) {
  return <SwitchField label="On by default" checked={node.defaultValue} disabled={readOnly} onChange={(defaultValue) => edits.save({ defaultValue })} />;
}

/** A measurement (v1) question: the libraries of measurements and of units it offers. */
export function MeasurementFields({ node, readOnly, edits }: PanelProps<NodeOf<'MeasurementQuestion'>>) {
  return (
    <>
      <BlurTextField label="Measurement library" value={node.measurementLibrary ?? ''} disabled={readOnly} helperText={propertyHelp.measurementLibrary} onCommit={(value) => edits.save({ measurementLibrary: orNull(value) })} />
      <BlurTextField label="Unit library" value={node.unitLibrary ?? ''} disabled={readOnly} helperText={propertyHelp.unitLibrary} onCommit={(value) => edits.save({ unitLibrary: orNull(value) })} />
    </>
  );
}

/** A measurement v2 question: what it measures (required). */
export function MeasurementV2Fields({ node, readOnly, edits }: PanelProps<NodeOf<'MeasurementV2Question'>>) {
  return (
    <BlurTextField
      label="Measurement type"
      required
      helperText="For example length, mass, volume"
      value={node.measurementType}
      disabled={readOnly}
      onCommit={(measurementType) => measurementType.trim() && edits.save({ measurementType: measurementType.trim() })}
    />
  );
}

/** An image upload question: its description and whether images can be uploaded. */
export function ImageUploadFields({ node, readOnly, edits }: PanelProps<NodeOf<'ImageUploadQuestion'>>) {
  return (
    <>
      <BlurTextField label="Image description" multiline minRows={2} value={node.imageDescription ?? ''} disabled={readOnly} onCommit={(value) => edits.save({ imageDescription: orNull(value) })} />
      <SwitchField label="Allow image upload" checked={node.hasImageUpload} disabled={readOnly} onChange={(hasImageUpload) => edits.save({ hasImageUpload })} />
    </>
  );
}
