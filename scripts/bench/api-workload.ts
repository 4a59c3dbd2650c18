import type { Operation } from './closed-loop';
import type { LoopbackClient } from './loopback-http';

const graphqlPath = '/platform-shell/graphql';
const templateId = 'tpl-lab-safety-inspection-v1';
/** The question every benchmark save answers (a text question open to the owner). */
export const questionId = 'lsi-comments';

const startDocument = 'mutation Start($input: StartFormInput!) { startForm(input: $input) { id } }';
const saveDocument = `mutation Save($input: UpdateTextResponseInput!) {
  updateTextResponse(input: $input) { id responses { questionId version } }
}`;

export interface GraphqlError {
  message: string;
  errorType?: string;
  errorInfo?: { code?: string; details?: { current?: { version?: number } | null } };
}
export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

/** Signs in as the web does (login cookie, then the refresh call) and returns the access token. */
export async function signIn(http: LoopbackClient, username: string, password = 'demo'): Promise<string> {
  const login = await http.send('POST', '/auth/api/login', { username, password });
  if (login.status !== 200) throw new Error(`Sign-in of ${username} failed with ${login.status}: ${login.text}`);
  const setCookie = login.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
  const refresh = await http.send('GET', '/auth/api/client/refresh', undefined, { cookie });
  const token = (JSON.parse(refresh.text) as { accessToken?: string }).accessToken;
  if (!token) throw new Error(`The refresh call answered ${refresh.status} without an access token.`);
  return token;
}

/** Sends one GraphQL request with the bearer token; throws on a non-200 answer, returns the parsed body. */
export async function graphql<T>(http: LoopbackClient, token: string, query: string, variables: object): Promise<GraphqlAnswer<T>> {
  const answer = await http.send('POST', graphqlPath, { query, variables }, { authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`GraphQL answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
  return JSON.parse(answer.text) as GraphqlAnswer<T>;
}

/** Starts one form (owned by the signed-in user) for each of `count` clients, one after another. */
export async function startForms(http: LoopbackClient, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await graphql<{ startForm: { id: string } }>(http, token, startDocument, { input: { templateId } });
    const id = answer.data?.startForm.id;
    if (!id) throw new Error(`startForm failed: ${JSON.stringify(answer.errors)}`);
    ids.push(id);
  }
  return ids;
}

/**
 * One save operation per form: `updateTextResponse` through the real HTTP endpoint, each client sending the
 * version it last got back as `expectedVersion`. Any answer with errors throws (and counts as an error);
 * after a CONFLICT the client adopts the stored version so it can go on.
 */
export function answerSavers(http: LoopbackClient, token: string, formIds: readonly string[]): Operation[] {
  return formIds.map((formId) => {
    let version = 0;
    let saves = 0;
    return async () => {
      saves += 1;
      const input = { formId, questionId, text: `Benchmark save ${saves} of ${formId}`, expectedVersion: version };
      const answer = await graphql<{ updateTextResponse: { responses: Array<{ version: number }> } }>(
        http,
        token,
        saveDocument,
        { input },
      );
      const error = answer.errors?.[0];
      if (error) {
        version = error.errorInfo?.details?.current?.version ?? version;
        throw new Error(`${error.errorType ?? 'ERROR'}: ${error.message}`);
      }
      const saved = answer.data?.updateTextResponse.responses[0]?.version;
      if (saved === undefined) throw new Error('updateTextResponse answered without the saved answer.');
      version = saved;
    };
  });
}
