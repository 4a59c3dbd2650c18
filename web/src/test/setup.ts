import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A wait is a guard against a hang, not a speed check: on a CI machine whose 2 cores run other test workers, an
// edit's mutation, refetch and re-render took more than 5 s (a 20-50 ms mock answer came after 1-3 s). findBy* and
// waitFor wait up to half of the project's 30 s test timeout. vi.waitFor (1 s by default) is not used in web tests
// (eslint), and no test shortens a wait.
configure({ asyncUtilTimeout: 15_000 });
