import { describe, expect, it } from 'vitest';
import { createAnswerSaver, type SendAnswer } from './answer-saver';

describe('the public form answer saver', () => {
  it('sends a question’s saves one after another, each with the version the previous one returned', async () => {
    const sent: Array<[string, number]> = [];
    const send: SendAnswer = async (questionId, _value, expectedVersion) => {
      sent.push([questionId, expectedVersion]);
      return expectedVersion + 1;
    };
    const saver = createAnswerSaver(send, new Map([['q1', 2]]), () => undefined);

    void saver.save('q1', { text: 'a' });
    void saver.save('q1', { text: 'ab' });
    void saver.save('q2', { toggle: true });
    await saver.settled();

    expect(sent).toEqual([
      ['q1', 2],
      ['q2', 0],
      ['q1', 3],
    ]);
  });

  it('reports a failed save and keeps the version for the next one', async () => {
    const failed: string[] = [];
    let calls = 0;
    const send: SendAnswer = async (_questionId, _value, expectedVersion) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return expectedVersion + 1;
    };
    const versions: number[] = [];
    const saver = createAnswerSaver(
      async (questionId, value, expectedVersion) => {
        versions.push(expectedVersion);
        return send(questionId, value, expectedVersion);
      },
      new Map(),
      (questionId) => failed.push(questionId),
    );

    await saver.save('q1', { text: 'a' });
    await saver.save('q1', { text: 'b' });

    expect(failed).toEqual(['q1']);
    expect(versions).toEqual([0, 0]);
  });
});
