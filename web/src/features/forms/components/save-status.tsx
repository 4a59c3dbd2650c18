import type { SaveState } from '../hooks/use-answer-autosave';

/** The words a question shows under its field for a save state; empty when there is nothing to say. */
export function saveStatusText(state: SaveState): string {
  switch (state.kind) {
    case 'pending':
      return 'Not saved yet';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'retrying':
      return 'Not saved: connection lost. Your answer is kept and will be saved when the connection returns.';
    case 'failed':
      return `Not saved: ${state.message}`;
    case 'conflict':
      return state.message;
    default:
      return '';
  }
}

/** Whether a save state is a problem the question shows in the error colour. */
export function isSaveProblem(state: SaveState): boolean {
  return state.kind === 'failed' || state.kind === 'retrying';
}
