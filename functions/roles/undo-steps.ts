import { logger } from './telemetry';

/**
 * The undo steps of a multi-item write (there are no transactions): each step that succeeded pushes how to
 * take it back; on failure they run newest first, and a failing undo is logged, never thrown over the
 * original error.
 */
export class UndoSteps {
  private readonly steps: Array<{ what: string; undo: () => Promise<unknown> }> = [];

  push(what: string, undo: () => Promise<unknown>) {
    this.steps.push({ what, undo });
  }

  async run(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step.undo();
      } catch (error) {
        logger.error(`Could not undo: ${step.what}`, error as Error);
      }
    }
  }
}

/** Runs `work`; when it throws, runs the undo steps it recorded and rethrows. */
export async function withUndo<T>(work: (undo: UndoSteps) => Promise<T>): Promise<T> {
  const undo = new UndoSteps();
  try {
    return await work(undo);
  } catch (error) {
    await undo.run();
    throw error;
  }
}
