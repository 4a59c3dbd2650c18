import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// CI machines are shared and busy: give findBy*/waitFor more than the default second before failing.
configure({ asyncUtilTimeout: 5000 });
