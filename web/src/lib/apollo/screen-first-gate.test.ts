import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createScreenFirstGate, longestHoldMs, screenFirstContext } from './screen-first-gate';

const First = gql`
  query First {
    first
  }
`;
const Other = gql`
  query Other {
    other
  }
`;

/** A network that records what reaches it and answers only when the test says so. */
function heldNetwork() {
  const sent: string[] = [];
  const answers = new Map<string, () => void>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        sent.push(name);
        answers.set(name, () => {
          observer.next({ data: { [name === 'First' ? 'first' : 'other']: 'yes' } });
          observer.complete();
        });
      }),
  );
  return { link, sent, answer: (name: string) => answers.get(name)?.() };
}

/** Timers the test runs by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: ((task: () => void) => {
      next += 1;
      pending.set(next, task);
      return next;
    }) as unknown as typeof setTimeout,
    clearTimer: ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout,
    runAll: () => [...pending.values()].forEach((task) => task()),
  };
}

const clientWith = (gate: ReturnType<typeof createScreenFirstGate>, network: ReturnType<typeof heldNetwork>) =>
  new ApolloClient({ link: ApolloLink.from([gate.link, network.link]), cache: new InMemoryCache() });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the screen-first gate', () => {
  it("sends the screen's own query alone while a hold is on, and the others once it is released", async () => {
    // Prepare
    const gate = createScreenFirstGate();
    const network = heldNetwork();
    const client = clientWith(gate, network);
    const release = gate.hold();

    // Act
    const other = client.query({ query: Other });
    const first = client.query({ query: First, context: screenFirstContext });
    await flush();

    // Assess: only the screen's query has left.
    expect(network.sent).toEqual(['First']);

    // Act: it answers, and the preload releases its hold.
    network.answer('First');
    await first;
    release();
    await flush();

    // Assess
    expect(network.sent).toEqual(['First', 'Other']);
    network.answer('Other');
    await expect(other).resolves.toMatchObject({ data: { other: 'yes' } });
  });

  it('sends everything at once when nothing is held', async () => {
    const gate = createScreenFirstGate();
    const network = heldNetwork();
    const client = clientWith(gate, network);

    void client.query({ query: Other });
    await flush();

    expect(network.sent).toEqual(['Other']);
  });

  it(`lets the others go after ${longestHoldMs} ms at most, should a hold never be released`, async () => {
    const timers = manualTimers();
    const gate = createScreenFirstGate(timers);
    const network = heldNetwork();
    const client = clientWith(gate, network);
    gate.hold();
    void client.query({ query: Other });
    await flush();
    expect(network.sent).toEqual([]);

    timers.runAll();
    await flush();

    expect(network.sent).toEqual(['Other']);
  });

  it('lets the others go only once the screen has shown its first content, when the release waits for it', async () => {
    // Prepare
    const gate = createScreenFirstGate();
    const network = heldNetwork();
    const client = clientWith(gate, network);
    const release = gate.hold();
    void client.query({ query: Other });

    // Act: the screen's query has answered and the preload hands its release to the screen.
    gate.afterScreenShown(release);
    await flush();

    // Assess
    expect(network.sent).toEqual([]);

    // Act: the screen has painted.
    gate.screenShown();
    await flush();

    // Assess
    expect(network.sent).toEqual(['Other']);
  });

  it('releases at once when the screen had already shown since the hold began', async () => {
    const gate = createScreenFirstGate();
    const network = heldNetwork();
    const client = clientWith(gate, network);
    const release = gate.hold();
    void client.query({ query: Other });
    gate.screenShown();

    gate.afterScreenShown(release);
    await flush();

    expect(network.sent).toEqual(['Other']);
  });
});
