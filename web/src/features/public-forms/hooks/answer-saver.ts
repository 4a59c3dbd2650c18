/** One answer as savePublicAnswer takes it (exactly one of the three). */
export type PublicAnswerValue = { text: string } | { selectedOptionIds: string[] } | { toggle: boolean };

/** Sends one save and answers the saved version. */
export type SendAnswer = (questionId: string, value: PublicAnswerValue, expectedVersion: number) => Promise<number>;

/**
 * Saves a guest's answers: one at a time per question (each save carries the version the previous one returned, so
 * a guest's own quick changes never conflict), and `settled()` waits for every save under way (Submit waits on it,
 * so an answer typed just before pressing Submit is saved first). A failed save is reported and leaves the version.
 */
export function createAnswerSaver(send: SendAnswer, versions: ReadonlyMap<string, number>, onError: (questionId: string) => void) {
  const known = new Map(versions);
  const queues = new Map<string, Promise<void>>();
  const save = (questionId: string, value: PublicAnswerValue): Promise<void> => {
    const previous = queues.get(questionId) ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        known.set(questionId, await send(questionId, value, known.get(questionId) ?? 0));
      } catch {
        onError(questionId);
      }
    });
    queues.set(questionId, next);
    return next;
  };
  const settled = async () => {
    await Promise.all(queues.values());
  };
  return { save, settled };
}

export type AnswerSaver = ReturnType<typeof createAnswerSaver>;
