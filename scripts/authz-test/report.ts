import { relative } from 'node:path';
import type { FileResult } from './run-store-file';

/** The lines describing one file's failures (none when every assertion passed). */
export function failureLines(file: FileResult, root = process.cwd()): string[] {
  if (file.failed === 0) return [];
  const lines = [`FAIL ${relative(root, file.path)} (${file.failed} failed, ${file.passed} passed)`];
  if (file.error) lines.push(`  ${file.error}`);
  for (const test of file.tests) {
    if (test.error) lines.push(`  [${test.name}] ${test.error} (${test.unrun} assertions not run)`);
    for (const result of test.results.filter((item) => !item.passed)) {
      lines.push(`  [${test.name}] ${result.label}: expected ${result.expected}, got ${result.actual}`);
    }
  }
  return lines;
}

/** The closing line: assertions passed and failed over all files. */
export function summaryLine(files: FileResult[]): string {
  const passed = files.reduce((sum, file) => sum + file.passed, 0);
  const failed = files.reduce((sum, file) => sum + file.failed, 0);
  return `${passed} passed, ${failed} failed`;
}
