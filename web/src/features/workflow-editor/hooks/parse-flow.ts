import { flowSchema } from '@schema/workflow/flow-schema';
import type { Flow } from './flow-edits';

/** The flow of a workflow version from the API's JSON text; null when it cannot be read. */
export function parseFlow(json: string): Flow | null {
  try {
    const parsed = flowSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
