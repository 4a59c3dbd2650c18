import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Alias, type Plugin } from 'vite';
import { serviceEndpointPaths } from '../schema/src/api/service-endpoints';
import { formAddressEarlyStart } from './vite-plugins/form-address-early-start';
import { firstRouteUiGroup } from './vite-plugins/first-route-ui-group';
import { formScreenChunkName, formScreenGroup } from './vite-plugins/form-screen-group';

const backend = 'http://127.0.0.1:3000';

/** Every GraphQL service endpoint (the main graph, form-builder, relationship-v2 ...) to the local stack. */
const graphqlProxy = Object.fromEntries(serviceEndpointPaths.map((path) => [path, { target: backend, changeOrigin: false }]));
const apolloVendor = /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib[\\/]tslib\.es6\.mjs)/;
const apolloHooksOffFirstRoute = /@apollo[\\/]client[\\/]react[\\/]hooks[\\/](useLazyQuery|useMutation)\.js$/;

/**
 * Long-cached vendor chunks for what every screen needs; the rest (MUI components, X Data Grid) is split
 * automatically along the lazy screens, so the first page does not download the whole app.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  // tslib's ES module (Apollo's pagination policies use it); the lazy RUM client's copy (below) stays out of it.
  // Not the hooks only screens after the first one call (useLazyQuery, useMutation): a group gathers every module it
  // matches, used by any chunk, into the chunk every first page loads; left out, they load with those screens.
  {
    name: 'apollo',
    test: (id: string) => apolloVendor.test(id) && !apolloHooksOffFirstRoute.test(id),
    priority: 2,
  },
];

/**
 * The CloudWatch RUM client (a lazy chunk, only where a deployment turns it on) imports tslib through its SHA-256
 * dependency. Given its own copy of tslib (the package's other ES build), its helpers stay in its chunk instead of
 * joining the one tslib module that Apollo's vendor chunk holds, which every first page loads (0.5 kB gzip).
 */
const rumOwnTslib: Plugin = {
  name: 'rum-own-tslib',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'tslib' || !importer || !/node_modules[\\/](@aws-crypto|aws-rum-web)[\\/]/.test(importer)) return null;
    return nodeModule('tslib/tslib.es6.js');
  },
};

/**
 * MUI's `createTheme` (every component's default theme, and ours in theme.ts) builds a theme with CSS variables only
 * when asked for `cssVariables` or `colorSchemes`, yet imports that builder (createThemeWithVars, prepareCssVars and
 * their helpers: about 5 kB gzipped on the first route) whatever it is asked. The app asks for neither, so both
 * callers get MUI's own `createThemeNoVars`, which `createTheme` returns for such options; a request for CSS
 * variables fails loudly instead of being ignored.
 */
const muiThemeWithoutVars: Plugin = {
  name: 'mui-theme-without-vars',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './createTheme.mjs' || !importer || !/@mui[\\/]material[\\/]styles[\\/](defaultTheme|index)\.mjs$/.test(importer)) return null;
    return '\0mui-create-theme-without-vars';
  },
  load(id) {
    if (id !== '\0mui-create-theme-without-vars') return null;
    return [
      `import createThemeNoVars from ${JSON.stringify(nodeModule('@mui/material/styles/createThemeNoVars.mjs'))};`,
      'export default function createTheme(options = {}, ...args) {',
      "  if (options.cssVariables || 'colorSchemes' in options) throw new Error('createTheme: this build has no CSS-variables themes (web/vite.config.ts, muiThemeWithoutVars)');",
      '  return createThemeNoVars(options, ...args);',
      '}',
    ].join('\n');
  },
};

/**
 * hoist-non-react-statics is a CommonJS module without a `sideEffects` field, so the bundler keeps it (and its own
 * copy of react-is) wherever @emotion/react is imported, though only emotion's `withTheme`, which the app never uses,
 * calls it. It has no side effects (it exports one function), so it is marked as such: 1.2 kB off the first route.
 */
const sideEffectFreeCommonJs: Plugin = {
  name: 'side-effect-free-commonjs',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'hoist-non-react-statics') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, moduleSideEffects: false };
  },
};

/** Where the first route's pages start (scripts/bundles/route-chunks.ts measures the same two). */
const firstRouteRoots = ['src/main.tsx', 'src/app/routes/home-route.tsx'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/** The form routes (screens.ts's `screenLoaders`) and the Form document's module, which a form's address preloads apart. */
const formScreen = {
  formRoots: ['src/app/routes/form-route.tsx', 'src/app/routes/program-form-route.tsx'].map((path) => fileURLToPath(new URL(path, import.meta.url))),
  firstRouteRoots,
  keepApart: [fileURLToPath(new URL('src/features/forms/api/form.ts', import.meta.url))],
};

const nodeModule = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

/**
 * React Router 7's package exports only its development build (dev warnings on), whatever the mode
 * (remix-run/react-router#12532, #14102); a production build takes the production build it ships beside it.
 * Both names are mapped, so the app never holds two copies of the router.
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [react(), rumOwnTslib, muiThemeWithoutVars, sideEffectFreeCommonJs, formAddressEarlyStart()],
  resolve: {
    alias: [
      ...(command === 'build' ? reactRouterProduction : []),
      { find: '@schema', replacement: fileURLToPath(new URL('../schema/src', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
    // rxjs (under Apollo Client) ships ES2015 classes under `es2015`; its default is ES5 with tslib helpers.
    conditions: [...defaultClientConditions, 'es2015'],
  },
  server: {
    proxy: {
      ...graphqlProxy,
      '/auth': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      ...graphqlProxy,
      '/auth': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Current browsers preload modules natively (Chrome 66, Firefox 115, Safari 17); an older one of the build target
    // still loads each chunk when it is imported, only without the head start. The polyfill cost the first route 0.2 kB.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [...vendorGroups, firstRouteUiGroup('mui', firstRouteRoots), formScreenGroup(formScreenChunkName, formScreen)] } } },
  },
}));
