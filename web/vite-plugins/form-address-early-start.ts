import type { Plugin } from 'vite';

/** The form routes whose preload sends the Form query (web/src/app/route-table.tsx): /form/{id}, /program/{id}/form/{id}. */
export const formRoutePattern = /^\/(?:program\/[^/]+\/)?form\/(?!v2\/)[^/]+\/?$/;

/** The module whose chunk holds the Form query's document (what a form route's preload imports first). */
const formDocumentModule = /[\\/]web[\\/]src[\\/]features[\\/]forms[\\/]api[\\/]form\.ts$/;

/** The inline script that asks for `href` as a module preload when the page's address is a form's. */
export function formPreloadScript(href: string): string {
  return `if(${formRoutePattern}.test(location.pathname))document.head.appendChild(Object.assign(document.createElement('link'),{rel:'modulepreload',crossOrigin:'',href:${JSON.stringify(href)}}))`;
}

/**
 * A form's address asks for the chunk with the Form document (2 kB gzipped) while the page is parsed, beside the
 * entry's own files, instead of once the entry has run and React has rendered down to the routes (about 150 ms on
 * the bench): the route's preload then finds it loaded, and sends the Form query as soon as the session answers.
 * Only on a form's address, so the first route (Home) does not pay for it.
 */
export function formDocumentPreload(): Plugin {
  return {
    name: 'form-document-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The chunk holding the module (a dynamic import's chunk has no facade when Rolldown merged it with others).
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => formDocumentModule.test(id)));
        if (!chunk) throw new Error('form-document-preload: no chunk holds web/src/features/forms/api/form.ts');
        return [{ tag: 'script', children: formPreloadScript(`/${chunk.fileName}`), injectTo: 'head' }];
      },
    },
  };
}
