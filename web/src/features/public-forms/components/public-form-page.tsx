import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { apiErrorsOf } from '@/lib/errors/error-codes';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PublicFormFieldsFragment } from '@/gql/graphql';
import { PublicFormDocument } from '../api/public-form.generated';
import { SavePublicAnswerDocument } from '../api/save-public-answer.generated';
import { StartPublicFormDocument } from '../api/start-public-form.generated';
import { SubmitPublicFormDocument } from '../api/submit-public-form.generated';
import { endGuestSession } from '../api/guest-session';
import { createAnswerSaver } from '../hooks/answer-saver';
import { useGuestCredentials } from '../hooks/guest-client-context';
import { publicCloseTarget, publicCompletePath, publicFormPath } from '../hooks/public-paths';
import { PublicItemField } from './public-item-field';

type PublicForm = PublicFormFieldsFragment;

/** The guest's answers saver for one form, built once per form from the versions it was read with. */
function useAnswerSaver(form: PublicForm | undefined, onError: () => void) {
  const [save] = useMutation(SavePublicAnswerDocument);
  return useMemo(
    () =>
      form
        ? createAnswerSaver(
            async (questionId, value, expectedVersion) => {
              const saved = await save({ variables: { input: { formId: form.id, questionId, expectedVersion, ...value } } });
              return saved.data?.savePublicAnswer.version ?? expectedVersion;
            },
            new Map(form.items.map((item) => [item.id, item.version])),
            onError,
          )
        : undefined,
    // One saver per form: its versions then follow the saves, not the query's first answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form?.id],
  );
}

/**
 * /public/form?formId=…: the guest's own form. Answers save as the guest goes; Submit saves what is pending,
 * submits, ends the guest session (the cookie is cleared) and goes to Form Complete; Close goes back to the
 * template page, or to the parent form when the address names one; a subform opens its own public form.
 */
export function PublicFormPage({ formId, parentFormId }: { formId: string; parentFormId: string | null }) {
  const { data, loading, error } = useQuery(PublicFormDocument, { variables: { formId }, fetchPolicy: 'network-only' });
  const [submitForm, { loading: submitting }] = useMutation(SubmitPublicFormDocument);
  const [startForm] = useMutation(StartPublicFormDocument);
  // Each problem shown is a new object, so showing the same message again focuses it again.
  const [problem, setProblem] = useState<{ message: string } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const credentials = useGuestCredentials();
  const client = useApolloClient();
  const form = data?.publicForm ?? undefined;
  const show = (message: string) => setProblem({ message });
  // The message is where the guest must look next: focus it once it is on the page (it is also announced as an
  // alert). An effect, not a frame callback: the frame could come before React has put the message there.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const saver = useAnswerSaver(form, () => show('An answer could not be saved. Check your connection and try again.'));
  useDocumentTitle(form?.name);

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading) return <PageLoading />;
  if (!form || !saver) return <NotFoundPage />;

  const submit = async () => {
    setProblem(null);
    await saver.settled();
    try {
      await submitForm({ variables: { formId: form.id } });
      await endGuestSession();
      credentials.forget();
      await client.clearStore();
      navigate(publicCompletePath);
    } catch (failure) {
      show(apiErrorsOf(failure)[0]?.message ?? 'The form could not be submitted. Please try again.');
    }
  };
  const openSubform = async (item: PublicForm['items'][number]) => {
    if (item.childFormId) return navigate(publicFormPath(item.childFormId, form.id));
    try {
      const started = await startForm({ variables: { input: { templateGroupId: item.subformTemplateGroupId ?? '', parentFormId: form.id, subformElementId: item.id } } });
      if (started.data) navigate(publicFormPath(started.data.startPublicForm.id, form.id));
    } catch (failure) {
      show(apiErrorsOf(failure)[0]?.message ?? 'The subform could not be opened. Please try again.');
    }
  };

  return (
    <PageContainer maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1">{form.name}</Typography>
        {!form.canEdit ? <Typography sx={{ mt: 1 }} color="text.secondary">This form has been submitted and can no longer be changed.</Typography> : null}
        {problem ? (
          <Alert severity="error" sx={{ mt: 3 }} ref={problemRef} tabIndex={-1}>
            {problem.message}
          </Alert>
        ) : null}
        <Stack component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ mt: 3, gap: 3 }}>
          {form.items.map((item) => (
            <PublicItemField
              key={item.id}
              item={item}
              disabled={!form.canEdit}
              onSave={(value) => void saver.save(item.id, value)}
              onOpenSubform={(subform) => void openSubform(subform)}
            />
          ))}
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => navigate(publicCloseTarget(form, parentFormId))}>
            Close
          </Button>
          {form.canEdit ? (
            <Button variant="contained" onClick={() => void submit()} disabled={submitting}>
              {submitting ? 'Submitting…' : 'Submit'}
            </Button>
          ) : null}
        </Box>
      </Paper>
    </PageContainer>
  );
}
