import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';

// The form-filling issue's resilience proof, on a stack of this spec's own (its own port and data folder) so
// it can be stopped and started: answers survive a server restart, and text typed while the server is down for
// ten seconds is kept, shown as not saved, and saved once the server is back.

const port = Number(process.env.E2E_RESILIENCE_PORT ?? 3260);
const origin = `http://localhost:${port}`;
// Made in beforeAll: the runner also loads this file to list its tests.
let workDir = '';
const dataDir = () => join(workDir, 'data');
const logFile = () => join(workDir, 'server.log');
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

async function answering(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/auth/api/client/refresh`)).status < 500;
  } catch {
    return false;
  }
}

/** Starts `npm start` on the spec's port and data folder (in its own process group) and waits until it answers. */
async function startServer() {
  const log = openSync(logFile(), 'a');
  const child = spawn('npm', ['start'], {
    env: { ...process.env, DATA_DIR: dataDir(), PORT: String(port) },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  server = child;
  const exitedEarly = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${readFileSync(logFile(), 'utf8').slice(-2000)}`))),
  );
  exitedEarly.catch(() => undefined);
  await Promise.race([expect.poll(answering, { timeout: 180_000, intervals: [250] }).toBe(true), exitedEarly]);
}

/** Stops the server with SIGTERM (npm, its shell and the node process) and waits for it to exit. */
async function stopServer() {
  const child = server;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  await expect.poll(answering, { timeout: 20_000 }).toBe(false);
  server = undefined;
}

test.beforeAll(async () => {
  test.setTimeout(200_000);
  expect(await answering(), `Something already answers on port ${port} (E2E_RESILIENCE_PORT picks another).`).toBe(false);
  workDir = mkdtempSync(join(tmpdir(), 'form-resilience-'));
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function startDemoForm(page: Page) {
  await page.goto('/template/tg-every-kind-demo');
  await page.getByRole('button', { name: 'Start Form' }).click();
  await expect(page).toHaveURL(/\/form\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname;
}

test('answers survive a server restart', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'staff.one');
  const formPath = await startDemoForm(page);
  await page.getByRole('textbox', { name: 'Short answer' }).fill('Written before the restart');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('textbox', { name: 'What needs cleaning?' }).fill('Spill tray');
  await page.getByRole('switch', { name: 'Signage is posted' }).check();
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(4);

  await stopServer();
  await startServer();

  // The session is kept in the store, so the browser is still signed in.
  await page.goto(formPath);
  await expect(page.getByRole('textbox', { name: 'Short answer' })).toHaveValue('Written before the restart');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'What needs cleaning?' })).toHaveValue('Spill tray');
  await expect(page.getByRole('switch', { name: 'Signage is posted' })).toBeChecked();
});

test('text typed while the server is down for ten seconds is kept and saved once it is back', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'staff.one');
  const formPath = await startDemoForm(page);
  const field = page.getByRole('textbox', { name: 'Paragraph answer' });
  await field.pressSequentially('Typed before the outage. ');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await stopServer();
  await field.pressSequentially('Typed while the server was down.');
  await expect(page.getByText(/Not saved: connection lost/)).toBeVisible();
  await expect(field).toHaveValue('Typed before the outage. Typed while the server was down.');
  // The one deliberate wait: the outage lasts ten seconds.
  await page.waitForTimeout(10_000);
  await expect(field).toHaveValue('Typed before the outage. Typed while the server was down.');
  await startServer();

  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await page.goto(formPath);
  await expect(page.getByRole('textbox', { name: 'Paragraph answer' })).toHaveValue('Typed before the outage. Typed while the server was down.');
});
