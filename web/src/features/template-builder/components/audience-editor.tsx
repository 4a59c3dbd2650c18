import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { TemplateAudience } from '../api/template-audience';
import { audienceOptions, opensToPublic, scopeLabel, type AudienceOption } from '../hooks/audience-options';
import type { useAudienceEdits } from '../hooks/use-audience-edits';
import { useEntryFocus } from '../hooks/use-entry-focus';
import { AudienceEntryList } from './audience-entry-list';
import { PublicLink } from './public-link';

/** The hint beside the audience of a version that is not a draft (as the Permissions tab words it). */
export const audienceDraftHint = 'Start Draft in the builder to change the audience';

interface Choices {
  campuses: ReadonlyArray<{ id: string; name: string }>;
  programs: ReadonlyArray<{ id: string; name: string }>;
  loading: boolean;
}

/**
 * Who may start a version's forms: its audience entries (campuses, programs, the public) listed, added from one
 * searchable picker and removed; the public link when the public is in it.
 */
export function AudienceEditor({ template, choices, edits }: { template: TemplateAudience; choices: Choices; edits: ReturnType<typeof useAudienceEdits> }) {
  const isDraft = template.status === 'DRAFT';
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focus = useEntryFocus(list, heading, template.audience.map((entry) => entry.id));
  const [chosen, setChosen] = useState<AudienceOption | null>(null);
  const busy = edits.state.kind === 'saving';
  const options = audienceOptions(choices.campuses, choices.programs, template.audience);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const { group: _group, ...entry } = chosen;
    if (await edits.addAudience(entry)) {
      setChosen(null);
      focus.focusEntry(entry.id);
    }
  };
  return (
    <Stack component="section" aria-labelledby="audience-heading" spacing={1}>
      <Typography id="audience-heading" ref={heading} tabIndex={-1} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        Audience
      </Typography>
      <Typography color="text.secondary">Who may start its forms. With no entry, the members of its campus may.</Typography>
      {isDraft ? null : <Alert severity="info">{audienceDraftHint}</Alert>}
      <AudienceEntryList
        label="Audience"
        empty="No audience: the members of its campus may start it."
        entries={template.audience.map((entry) => ({ id: entry.id, name: entry.name, kind: scopeLabel(entry.scope) }))}
        editable={isDraft}
        busy={busy}
        listRef={list}
        onRemove={(entry) => {
          void edits.removeAudience(entry.id).then((removed) => removed && focus.focusAfterRemoving(entry.id));
        }}
      />
      {opensToPublic(template.audience) ? <PublicLink templateGroupId={template.groupId} published={template.status === 'PUBLISHED'} /> : null}
      {isDraft ? (
        <Stack component="form" noValidate onSubmit={add} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Autocomplete<AudienceOption>
            options={options}
            value={chosen}
            onChange={(_event, option) => setChosen(option)}
            groupBy={(option) => option.group}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loading={choices.loading}
            disabled={busy}
            sx={{ flex: '1 1 220px' }}
            renderInput={(params) => <TextField {...params} size="small" label="Add to the audience" />}
          />
          <Button type="submit" variant="contained" disabled={!chosen || busy}>
            Add
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
