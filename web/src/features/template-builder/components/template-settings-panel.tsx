import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SidePanel } from '@/components/side-panel';
import type { BuilderTemplateQuery } from '@/gql/graphql';
import { useCreateTemplateTag, useTemplateTags } from '../api/template-tags';
import { isUnlisted, notListedText } from '../hooks/staff-listing';
import { useTemplateSettings, type TemplateSettingsChange } from '../hooks/use-template-settings';
import { AudienceSettings } from './audience-settings';
import { BlurTextField } from './blur-text-field';
import { SwitchField } from './panels/switch-field';

type BuilderTemplate = NonNullable<BuilderTemplateQuery['templateById']>;

interface SettingsProps {
  template: BuilderTemplate;
  open: boolean;
  onClose: () => void;
  reload: () => Promise<unknown>;
}

const switches: Array<{ field: 'isSubform' | 'selfInitiated' | 'showOnHomepage' | 'renameableForms'; label: string; help: string }> = [
  { field: 'isSubform', label: 'Used as a subform', help: 'Its forms are started from a subform element of another form.' },
  { field: 'selfInitiated', label: 'People can start it themselves', help: 'Listed where people start forms on their own.' },
  { field: 'showOnHomepage', label: 'Show on the home page', help: 'Listed under Get Started on the home page and in the Start New menu.' },
  { field: 'renameableForms', label: 'Forms can be renamed', help: 'People filling in a form may change its name.' },
];

type TagChoice = string | { create: string };
const filter = createFilterOptions<TagChoice>();

/** The tags field: the campus's tags, and "Create tag" for a new one. */
function TagsField({ template, disabled, onChange }: { template: BuilderTemplate; disabled: boolean; onChange: (tags: string[]) => Promise<unknown> }) {
  const tags = useTemplateTags(template.campusCode);
  const [createTag, creating] = useCreateTemplateTag();
  const names = (tags.data?.tags ?? []).map((tag) => tag.name);
  return (
    <Autocomplete<TagChoice, true>
      multiple
      options={names}
      value={template.tags}
      disabled={disabled || creating.loading}
      loading={tags.loading}
      getOptionLabel={(option) => (typeof option === 'string' ? option : `Create tag "${option.create}"`)}
      isOptionEqualToValue={(option, value) => option === value}
      filterOptions={(options, state) => {
        const filtered = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed && !names.some((name) => name.toLowerCase() === typed.toLowerCase())) filtered.push({ create: typed });
        return filtered;
      }}
      onChange={(_event, chosen) => {
        void (async () => {
          const next: string[] = [];
          for (const choice of chosen) {
            if (typeof choice === 'string') next.push(choice);
            else {
              const created = await createTag({ variables: { input: { campusCode: template.campusCode, name: choice.create } } }).catch(() => null);
              if (created?.data) next.push(created.data.createTag.name);
            }
          }
          await onChange([...new Set(next)]);
        })();
      }}
      renderInput={(params) => <TextField {...params} label="Tags" helperText="Shared by the campus's templates, for finding and reporting." />}
    />
  );
}

/** A template version's settings: description, how its forms are used, the auto id prefix, tags, and who may start it. */
export function TemplateSettingsPanel({ template, open, onClose, reload }: SettingsProps) {
  const readOnly = template.status !== 'DRAFT';
  const { save, saving } = useTemplateSettings(template.id, template.revision, reload);
  // A switch shows its new position while it saves; the stored settings take over once saved (or refused).
  const [flipped, setFlipped] = useState<Partial<Record<(typeof switches)[number]['field'], boolean>>>({});
  const change = (value: TemplateSettingsChange) => void save(value);
  const flip = (field: (typeof switches)[number]['field'], checked: boolean) => {
    setFlipped((current) => ({ ...current, [field]: checked }));
    void save({ [field]: checked }).finally(() => setFlipped((current) => ({ ...current, [field]: undefined })));
  };
  return (
    <SidePanel open={open} title="Template settings" onClose={onClose}>
      <Stack spacing={3} key={template.revision} component="form" aria-label="Template settings" onSubmit={(event) => event.preventDefault()}>
        {readOnly ? <Typography color="text.secondary">This version is read-only. Start Draft to change its settings.</Typography> : null}
        <BlurTextField
          label="Description"
          multiline
          minRows={3}
          value={template.description ?? ''}
          disabled={readOnly || saving}
          onCommit={(description) => change({ description: description.trim() || null })}
        />
        <Stack spacing={1}>
          {isUnlisted({ isSubform: flipped.isSubform ?? template.isSubform, showOnHomepage: flipped.showOnHomepage ?? template.showOnHomepage }) ? (
            <Alert severity="warning">{notListedText}: turn on Show on the home page so staff find it under Get Started and in Start New.</Alert>
          ) : null}
          {switches.map(({ field, label, help }) => (
            <SwitchField key={field} label={label} help={help} checked={flipped[field] ?? template[field]} disabled={readOnly || saving} onChange={(checked) => flip(field, checked)} />
          ))}
        </Stack>
        <BlurTextField
          label="Auto ID prefix"
          value={template.autoIdPrefix ?? ''}
          disabled={readOnly || saving}
          helperText="Letters and digits, up to 10: forms get ids like PREFIX-000001."
          onCommit={(prefix) => change({ autoIdPrefix: prefix.trim().toUpperCase() || null })}
        />
        <TagsField template={template} disabled={readOnly || saving} onChange={(tags) => save({ tags })} />
      </Stack>
      <AudienceSettings templateId={template.id} />
    </SidePanel>
  );
}
