import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { DataMapperPartsFragment } from '@/gql/graphql';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useToast } from '@/components/toast/toast-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDataMapperConfig, useMapperLibraries, useMapperLibraryFields, useMapperTemplate, useSaveDataMapperConfig } from '../api/use-data-mapper';
import { draftOf, inputOf, mappableQuestions, mapperQuestionsOf, missingPart, newRow, type MapperDraft } from '../hooks/mapper-draft';
import { saveProblems } from '../hooks/save-problems';
import { GrantStatus } from './grant-status';
import { ItemSourceFields } from './item-source-fields';
import { MapperRow } from './mapper-row';

/** The template's Mapper tab: loads what the editor needs, then shows it. */
export function DataMapperPage({ templateId }: { templateId: string }) {
  useDocumentTitle('Data Mapper');
  const template = useMapperTemplate(templateId);
  const config = useDataMapperConfig(templateId);
  const libraries = useMapperLibraries();
  const error = template.error ?? config.error ?? libraries.error;
  if (error) return <QueryErrorPage error={error} />;
  if (!template.data || config.data === undefined || !libraries.data) return <PageLoading />;
  return (
    <MapperEditor
      templateId={templateId}
      saved={config.data.dataMapperConfig}
      questions={mapperQuestionsOf(template.data.templateById)}
      libraries={libraries.data.searchLibrariesV2.results}
    />
  );
}

interface MapperEditorProps {
  templateId: string;
  saved: DataMapperPartsFragment | null | undefined;
  questions: ReturnType<typeof mapperQuestionsOf>;
  libraries: ReadonlyArray<{ id: string; objectName: string }>;
}

function MapperEditor({ templateId, saved, questions, libraries }: MapperEditorProps) {
  const { showToast } = useToast();
  const [draft, setDraft] = useState<MapperDraft>(() => draftOf(saved));
  const [problems, setProblems] = useState<ReturnType<typeof saveProblems> | null>(null);
  const [save, { loading }] = useSaveDataMapperConfig(templateId);
  const fields = useMapperLibraryFields(draft.libraryId).data?.fetchSchema.fieldArraySchema ?? [];
  const newRowQuestion = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The row just added: its question picker takes the focus once it is on the page.
  const [addedKey, setAddedKey] = useState<number | null>(null);
  useEffect(() => {
    if (addedKey !== null) newRowQuestion.current?.focus();
  }, [addedKey]);
  const missing = missingPart(draft);
  const rowsQuestions = mappableQuestions(questions);

  const submit = async () => {
    setProblems(null);
    try {
      const result = await save({ variables: { input: inputOf(templateId, saved?.version ?? 0, draft) } });
      if (result.data) showToast('Data mapper saved', { variant: 'success' });
    } catch (caught) {
      setProblems(saveProblems(caught));
    }
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        Data Mapper
      </Typography>
      <Typography color="text.secondary">
        Map this template&apos;s questions to a library&apos;s fields. When a form chooses an item, its values pre-fill the mapped questions still unanswered; when
        the form is submitted, its answers update the item.
      </Typography>
      <GrantStatus saved={saved} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ItemSourceFields
          draft={draft}
          libraries={libraries}
          questions={questions}
          uniqueFields={fields.filter((field) => field.unique).map((field) => field.fieldName)}
          onChange={setDraft}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="mapped-fields-heading">
        <Typography variant="h6" component="h2" id="mapped-fields-heading">
          Mapped fields
        </Typography>
        {draft.rows.length === 0 && <Typography color="text.secondary">No rows: submitted forms update nothing and choosing an item fills nothing.</Typography>}
        {draft.rows.map((row, index) => (
          <MapperRow
            key={row.key}
            row={row}
            position={index + 1}
            questions={rowsQuestions}
            fieldNames={fields.map((field) => field.fieldName)}
            problem={problems?.rows[index]}
            questionRef={row.key === addedKey ? newRowQuestion : undefined}
            onChange={(changed) => setDraft({ ...draft, rows: draft.rows.map((candidate) => (candidate.key === row.key ? changed : candidate)) })}
            onRemove={() => {
              setDraft({ ...draft, rows: draft.rows.filter((candidate) => candidate.key !== row.key) });
              setAddedKey(null);
              addButton.current?.focus();
            }}
          />
        ))}
        <Button
          ref={addButton}
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          onClick={() => {
            const added = newRow();
            setDraft({ ...draft, rows: [...draft.rows, added] });
            setAddedKey(added.key);
          }}
        >
          Add row
        </Button>
      </Paper>
      {problems && problems.general.length > 0 && (
        <Alert severity="error" role="alert">
          {problems.general.join(' ')}
        </Alert>
      )}
      <Stack sx={{ flexDirection: 'row', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={loading || missing !== null} onClick={() => void submit()}>
          Save mapping
        </Button>
        {missing && <Typography color="text.secondary">{missing}</Typography>}
      </Stack>
    </Stack>
  );
}
