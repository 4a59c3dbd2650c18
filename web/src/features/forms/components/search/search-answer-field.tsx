import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { minSearchTermLength } from '@schema/search/search-inputs';
import type { FormResponse } from '../../hooks/form-answers';
import { useQuestionAutosave, type AnswerTarget } from '../../hooks/use-question-autosave';
import type { SavedFormResult } from '../../api/saved-form-cache';
import { describedBy, QuestionFrame, questionIds, type FramedQuestion } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { noChoice, sameChoice, type SearchChoice } from './search-answer';
import type { SearchInput } from './use-search-input';

/** What a search field asks of its question. */
export interface SearchableQuestion extends FramedQuestion {
  id: string;
  disabled: boolean;
}

/** The answer to one search as the field shows it. */
export interface SearchResults<X> {
  options: readonly X[];
  loading: boolean;
  /** The error's message, when the search failed. */
  error?: string;
}

export interface SearchAnswerFieldProps<X> {
  question: SearchableQuestion;
  search: SearchInput;
  results: SearchResults<X>;
  keyOf(item: X): string;
  labelOf(item: X): string;
  /** A second line under an option (an email, a code). */
  detailOf?(item: X): string | null | undefined;
  read(response: FormResponse): SearchChoice<X> | null;
  save(item: X | null, target: AnswerTarget): Promise<SavedFormResult | null | undefined>;
  /** "Loading..." (people: "Loading users..."). */
  loadingText?: string;
  /** The words for a failed search (people: "Error loading users: {message}"). */
  errorText?(message: string): string;
  /** Why the field cannot search (no campus, no library), shown instead of results. */
  unavailable?: string | null;
}

function emptyText<X>(props: SearchAnswerFieldProps<X>): string {
  const { search, results, errorText = (message) => `Error loading results: ${message}` } = props;
  if (props.unavailable) return props.unavailable;
  if (search.typed.length < minSearchTermLength) return `Type at least ${minSearchTermLength} characters to search`;
  if (results.error) return errorText(results.error);
  return `No results found for "${search.term}"`;
}

/**
 * A search question's field: an autocomplete that searches as the person types (after 300 ms, from 2
 * characters), saves the chosen option at once and saves "no answer" when it is cleared. Escape closes the list.
 */
export function SearchAnswerField<X>(props: SearchAnswerFieldProps<X>) {
  const { question, search, results, keyOf, labelOf, detailOf, read, save, loadingText = 'Loading...' } = props;
  const ids = questionIds(useId());
  const { value, state, change } = useQuestionAutosave<SearchChoice<X>>({
    questionId: question.id,
    read,
    empty: noChoice,
    equal: sameChoice(keyOf),
    delayMs: 0,
    send: (choice, target) => save(choice.item, target),
  });
  const chosen = value.item;
  const loading = !props.unavailable && (search.settling || results.loading);
  const shown = loading || props.unavailable || !search.ready ? [] : results.options;
  // The chosen item stays among the options (hidden from the list) so the box can show it.
  const options = chosen && !shown.some((option) => keyOf(option) === keyOf(chosen)) ? [...shown, chosen] : shown;

  return (
    <QuestionFrame question={question} ids={ids} helper={saveStatusText(state)} helperError={isSaveProblem(state) || Boolean(results.error)}>
      <Autocomplete<X, false, false, false>
        id={ids.control}
        options={options}
        value={chosen}
        onChange={(_event, next) => change({ item: next })}
        inputValue={search.inputValue}
        onInputChange={search.onInputChange}
        filterOptions={(all) => all}
        filterSelectedOptions
        getOptionLabel={labelOf}
        getOptionKey={keyOf}
        isOptionEqualToValue={(option, selected) => keyOf(option) === keyOf(selected)}
        loading={loading}
        loadingText={loadingText}
        noOptionsText={emptyText(props)}
        disabled={question.disabled}
        fullWidth
        size="small"
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ display: 'block !important' }}>
            <Typography component="span" sx={{ display: 'block' }}>
              {labelOf(option)}
            </Typography>
            {detailOf?.(option) ? (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {detailOf(option)}
              </Typography>
            ) : null}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            required={question.required}
            placeholder="Search"
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': describedBy(question, ids) },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </QuestionFrame>
  );
}
