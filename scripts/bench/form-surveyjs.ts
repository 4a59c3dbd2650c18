import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bigShape, smallShape, surveyJson } from './form-shape';

/*
 * The SurveyJS side of `bench:form`: survey-core and survey-react-ui from npm, bundled for production by esbuild
 * (minified, React in production mode, as Vite builds our web app) into a page that fetches its survey JSON and
 * renders it, served from memory on 127.0.0.1.
 */

// A string, not a file: the scripts' TypeScript project has no DOM or JSX, and this only runs in the page.
const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.fontless.min.css';
const form = new URLSearchParams(location.search).get('form');
const json = await (await fetch('/survey.json?form=' + form)).json();
const model = new Model(json);
createRoot(document.getElementById('root')).render(createElement(Survey, { model }));
`;

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SurveyJS bench</title>
<link rel="stylesheet" href="/page.css"></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>`;

/** The SurveyJS page, served; `url(form)` opens the big or the small form. */
export interface SurveyPage {
  url(form: 'big' | 'small'): string;
  close(): Promise<void>;
}

async function bundle(): Promise<{ js: string; css: string }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: join(import.meta.dirname, '..', '..'), loader: 'js', sourcefile: 'surveyjs-page.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: 'surveyjs-page',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

/** Builds the SurveyJS page and serves it with both forms' survey JSON. */
export async function serveSurveyPage(): Promise<SurveyPage> {
  const { js, css } = await bundle();
  const files = new Map<string, { type: string; body: string }>([
    ['/', { type: 'text/html', body: html }],
    ['/page.js', { type: 'text/javascript', body: js }],
    ['/page.css', { type: 'text/css', body: css }],
    ['/survey.json?form=big', { type: 'application/json', body: JSON.stringify(surveyJson(bigShape)) }],
    ['/survey.json?form=small', { type: 'application/json', body: JSON.stringify(surveyJson(smallShape)) }],
  ]);
  const server: Server = createServer((request, response) => {
    const path = request.url?.startsWith('/?') ? '/' : (request.url ?? '/');
    const file = files.get(path);
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' });
    response.end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (form) => `http://127.0.0.1:${port}/?form=${form}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
