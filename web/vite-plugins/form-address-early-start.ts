import { addTypenameToDocument, print } from '@apollo/client/utilities';
import { stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';
import { serviceEndpointFor } from '../../schema/src/api/service-endpoints';
import { FormDocument } from '../src/features/forms/api/form.generated';
import { earlyFormOperationName, earlyStartGlobal } from '../src/lib/early-start/early-start';

/**
 * The form routes whose preload sends the Form query (web/src/app/route-table.tsx): /form/{id},
 * /program/{id}/form/{id}; the form's id is the first group.
 */
export const formRoutePattern = /^\/(?:program\/[^/]+\/)?form\/(?!v2\/)([^/]+)\/?$/;

/** The module whose chunk holds the Form query's document (what a form route's preload imports first). */
const formDocumentModule = /[\\/]web[\\/]src[\\/]features[\\/]forms[\\/]api[\\/]form\.ts$/;

/**
 * The Form query as the app's Apollo client sends it (its document with `__typename` in every selection, which the
 * cache needs to store the answer), without the whitespace: the answer the early start hands the app must be the
 * one Apollo would have asked for (form-address-early-start.test.ts compares them).
 */
export function formQueryText(): string {
  return stripIgnoredCharacters(print(addTypenameToDocument(FormDocument)));
}

/**
 * The inline script of index.html. On a form's address it (1) asks for `chunkHref`, the chunk with the Form
 * document, as a module preload; (2) asks for the session (taking the response index.html's preload link asked
 * for); (3) once the session answers signed in, sends the Form query with its token (and the address's x-test-id,
 * as the app's headers link would). It leaves the two requests in `window.__campusFormsEarlyStart` for the app
 * (web/src/lib/early-start/early-start.ts). Written in plain ES2017: it runs as the page is parsed, untranspiled.
 */
export function formAddressScript(chunkHref: string, formQuery: string = formQueryText()): string {
  const graphEndpoint = serviceEndpointFor('form');
  return `(function(){
var m=${formRoutePattern}.exec(location.pathname);if(!m)return;
document.head.appendChild(Object.assign(document.createElement('link'),{rel:'modulepreload',crossOrigin:'',href:${JSON.stringify(chunkHref)}}));
var id;try{id=decodeURIComponent(m[1])}catch(e){return}
var session=fetch('/auth/api/client/refresh',{credentials:'include'}).then(function(r){return r.ok?r.json().catch(function(){return null}):null});
var testId=(new URLSearchParams(location.search).get('x-test-id')||'').trim();
var answer=session.then(function(body){
if(!body||body.authenticated!==true||typeof body.accessToken!=='string')return null;
var headers={'Content-Type':'application/json',Authorization:'Bearer '+body.accessToken};if(testId)headers['x-test-id']=testId;
return fetch(${JSON.stringify(graphEndpoint)},{method:'POST',headers:headers,body:JSON.stringify({operationName:${JSON.stringify(earlyFormOperationName)},variables:{id:id},query:${JSON.stringify(formQuery)}})}).then(function(r){return r.status===200?r.json():null});
}).catch(function(){return null});
window[${JSON.stringify(earlyStartGlobal)}]={session:session,form:{id:id,answer:answer}};
})()`;
}

/**
 * A form's address starts, while the page is parsed and beside the entry's own files, what its route's preload
 * would start only once the entry has run and React has rendered down to the routes (about 100 ms on the bench):
 * the chunk with the Form document (2 kB gzipped), the session, and the Form query the moment the session answers.
 * Only on a form's address, so the first route (Home) does not pay for it (docs/performance.md, eighth round).
 */
export function formAddressEarlyStart(): Plugin {
  return {
    name: 'form-address-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The chunk holding the module (a dynamic import's chunk has no facade when Rolldown merged it with others).
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => formDocumentModule.test(id)));
        if (!chunk) throw new Error('form-address-early-start: no chunk holds web/src/features/forms/api/form.ts');
        return [{ tag: 'script', children: formAddressScript(`/${chunk.fileName}`), injectTo: 'head' }];
      },
    },
  };
}
