import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { forgetStoredTestId } from './lib/test-id';
import { whenIdle } from './lib/when-idle';

forgetStoredTestId();
// The analytics adapter of this deployment (console in dev mode, the configured provider in AWS), off the first
// route's critical path: fetched once the browser is first idle, as its runtime config's reader (zod) is a large
// chunk to run beside the first page's own work. A user signed in meanwhile is handed over when it is plugged in.
whenIdle(() => void import('./lib/analytics-adapters/install-analytics').then((module) => module.installAnalytics({ dev: import.meta.env.DEV })));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
