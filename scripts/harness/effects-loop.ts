import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Runs the due effects of one form (functions/effects' dispatcher, with its parts passed in by the caller). */
export type FormDispatch = (formId: string) => Promise<unknown>;

export interface EffectsLoopOptions {
  dispatch: FormDispatch;
  /** Forms dispatched at once (one form is never dispatched twice at once, like one Lambda per message group). */
  concurrency?: number;
  /** A message whose dispatch threw comes back after this long (the deployed queue's visibility timeout, shortened). */
  retryAfterMs?: number;
  /** Receives before a failing message goes to the dead letters (the deployed queue's maxReceiveCount). */
  maxReceives?: number;
  report?: (message: string) => void;
  /**
   * Run messages only while drain() waits (a benchmark measuring a move alone, as in AWS where the worker is
   * another process); by default they run as they arrive.
   */
  onlyWhenDrained?: boolean;
}

export interface EffectsLoop {
  /** The queue URL the handlers send to (EFFECTS_QUEUE_URL) and the endpoint their SQS client uses (SQS_ENDPOINT). */
  queueUrl: string;
  endpoint: string;
  /** Resolves once no message is waiting (delayed ones included: it waits for them) and no dispatch is running. */
  drain: () => Promise<void>;
  /** Messages that failed `maxReceives` times, as the dead-letter queue would hold them. */
  deadLetters: () => readonly string[];
  stop: () => Promise<void>;
}

interface Message {
  formId: string;
  visibleAt: number;
  receives: number;
}

/** The SQS JSON protocol's answer to SendMessage, with the MD5 the SDK checks. */
function sendMessageAnswer(body: string) {
  return { MessageId: randomUUID(), MD5OfMessageBody: createHash('md5').update(body).digest('hex') };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

const awsError = (response: ServerResponse, status: number, type: string, message: string) =>
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': `${type};Sender` }).end(JSON.stringify({ __type: type, message }));

/**
 * The local stand-in for the deployed effects queue and its worker: an endpoint that speaks SQS's SendMessage (so
 * the handlers use the same SQS client as in AWS, pointed at it by SQS_ENDPOINT), holding messages in memory with
 * their delays, and a loop that hands each visible message to the same dispatcher the worker runs.
 */
export async function startEffectsLoop(options: EffectsLoopOptions): Promise<EffectsLoop> {
  const { dispatch, concurrency = 4, retryAfterMs = 30_000, maxReceives = 5, report = console.error, onlyWhenDrained = false } = options;
  const waiting: Message[] = [];
  const inFlight = new Set<string>();
  const running = new Set<Promise<void>>();
  const dead: string[] = [];
  let idle: Array<() => void> = [];
  let wake: NodeJS.Timeout | undefined;
  let stopped = false;

  const settleIdle = () => {
    if (waiting.length > 0 || inFlight.size > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };

  const run = async (message: Message) => {
    inFlight.add(message.formId);
    try {
      await dispatch(message.formId);
    } catch (error) {
      const receives = message.receives + 1;
      if (receives >= maxReceives) {
        dead.push(message.formId);
        report(`Effects of form ${message.formId} failed ${receives} times: dead-lettered (${(error as Error).message})`);
      } else waiting.push({ formId: message.formId, visibleAt: Date.now() + retryAfterMs, receives });
    } finally {
      inFlight.delete(message.formId);
      pump();
    }
  };

  function pump() {
    if (stopped || (onlyWhenDrained && idle.length === 0)) return;
    clearTimeout(wake);
    const now = Date.now();
    for (let index = 0; index < waiting.length && inFlight.size < concurrency; ) {
      const message = waiting[index]!;
      if (message.visibleAt <= now && !inFlight.has(message.formId)) {
        waiting.splice(index, 1);
        const started = run(message);
        running.add(started);
        void started.finally(() => running.delete(started));
      } else index += 1;
    }
    const later = waiting.filter((message) => message.visibleAt > now).map((message) => message.visibleAt);
    if (later.length > 0) {
      wake = setTimeout(pump, Math.min(...later) - now);
      wake.unref();
    }
    settleIdle();
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.headers['x-amz-target'] !== 'AmazonSQS.SendMessage') return awsError(response, 400, 'AWS.SimpleQueueService.UnsupportedOperation', 'Only SendMessage is served here.');
    const input = JSON.parse(body || '{}') as { MessageBody?: string; DelaySeconds?: number };
    const delay = input.DelaySeconds ?? 0;
    if (!input.MessageBody || delay < 0 || delay > 900) return awsError(response, 400, 'InvalidParameterValue', 'MessageBody is required and DelaySeconds must be 0 to 900.');
    const { formId } = JSON.parse(input.MessageBody) as { formId: string };
    waiting.push({ formId, visibleAt: Date.now() + delay * 1000, receives: 0 });
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(sendMessageAnswer(input.MessageBody)));
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    queueUrl: `${endpoint}/000000000000/campus-forms-effects`,
    drain: () =>
      new Promise<void>((resolve) => {
        idle.push(resolve);
        pump();
      }),
    deadLetters: () => dead,
    stop: async () => {
      stopped = true;
      clearTimeout(wake);
      while (running.size > 0) await Promise.all([...running]);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
