/**
 * What index.html's inline script starts on a form's address before the app's scripts have run
 * (web/vite-plugins/form-address-early-start.ts): the session refresh, and the Form query as soon as the session
 * answers. The app takes both when it starts: the session store's first refresh reads the session's answer instead
 * of asking again, and the Apollo link chain answers the first Form operation with the query's answer.
 */
export interface EarlyStart {
  /** The refresh's JSON body (null when it was not 200 or not JSON); rejects when the request failed. */
  session?: Promise<unknown>;
  /** The Form query for the address's form: its JSON answer when HTTP 200, else null (the app then asks itself). */
  form?: EarlyForm;
}

export interface EarlyForm {
  /** The form id of the address, as the router decodes it. */
  id: string;
  answer: Promise<unknown>;
}

/** The operation the inline script sends; the app's first operation of that name takes its answer. */
export const earlyFormOperationName = 'Form';

/** The global the inline script leaves its requests in; taken (and removed) once by the app. */
export const earlyStartGlobal = '__campusFormsEarlyStart';

type EarlyStartScope = Partial<Record<typeof earlyStartGlobal, EarlyStart>>;

/**
 * Takes what the inline script started, and removes it from the page's global scope (it holds the session's token
 * until the app has it, no longer). Nothing on any other address, in tests, or in the dev server.
 */
export function takeEarlyStart(scope: object = globalThis): EarlyStart {
  const holder = scope as EarlyStartScope;
  const early = holder[earlyStartGlobal];
  delete holder[earlyStartGlobal];
  return early ?? {};
}
