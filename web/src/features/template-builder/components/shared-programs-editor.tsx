import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { TemplateAudience } from '../api/template-audience';
import { shareOptions } from '../hooks/audience-options';
import type { useAudienceEdits } from '../hooks/use-audience-edits';
import { useEntryFocus } from '../hooks/use-entry-focus';
import { AudienceEntryList } from './audience-entry-list';

/** The hint beside the shared programs of a version that is not a draft (as the Permissions tab words it). */
export const sharedProgramsDraftHint = 'Start Draft in the builder to change shared programs';

type Program = { id: string; name: string };

/** The programs a version is shared with (their members may start its forms too): listed, added by search, removed. */
export function SharedProgramsEditor({
  template,
  programs,
  loading,
  edits,
}: {
  template: TemplateAudience;
  programs: readonly Program[];
  loading: boolean;
  edits: ReturnType<typeof useAudienceEdits>;
}) {
  const isDraft = template.status === 'DRAFT';
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focus = useEntryFocus(list, heading, template.sharedWithPrograms.map((program) => program.id));
  const [chosen, setChosen] = useState<Program | null>(null);
  const busy = edits.state.kind === 'saving';
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (await edits.addProgram({ id: chosen.id, name: chosen.name })) {
      setChosen(null);
      focus.focusEntry(chosen.id);
    }
  };
  return (
    <Stack component="section" aria-labelledby="shared-programs-heading" spacing={1}>
      <Typography id="shared-programs-heading" ref={heading} tabIndex={-1} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        Shared programs
      </Typography>
      <Typography color="text.secondary">The members of these programs may start its forms as well.</Typography>
      {isDraft ? null : <Alert severity="info">{sharedProgramsDraftHint}</Alert>}
      <AudienceEntryList
        label="Shared programs"
        empty="Not shared with any program."
        entries={template.sharedWithPrograms}
        editable={isDraft}
        busy={busy}
        listRef={list}
        onRemove={(program) => {
          void edits.removeProgram(program.id).then((removed) => removed && focus.focusAfterRemoving(program.id));
        }}
      />
      {isDraft ? (
        <Stack component="form" noValidate onSubmit={add} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Autocomplete<Program>
            options={shareOptions(programs, template.sharedWithPrograms)}
            value={chosen}
            onChange={(_event, option) => setChosen(option)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loading={loading}
            disabled={busy}
            sx={{ flex: '1 1 220px' }}
            renderInput={(params) => <TextField {...params} size="small" label="Search programs" />}
          />
          <Button type="submit" variant="contained" disabled={!chosen || busy}>
            Share
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
