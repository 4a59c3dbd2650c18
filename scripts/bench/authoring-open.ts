/**
 * Opening a template the way the studio's builder does: the GraphQL documents its screen sends when it mounts
 * (the web's own generated documents, printed), each timed with the DynamoDB requests it cost, by command.
 */
import { print, type DocumentNode } from 'graphql';
import { BuilderOutcomeGroupsDocument } from '../../web/src/features/template-builder/api/builder-outcome-groups.generated';
import { BuilderTemplateDocument } from '../../web/src/features/template-builder/api/builder-template.generated';
import { FormRolesDocument } from '../../web/src/features/template-builder/api/form-roles.generated';

/** How a bench sends one GraphQL request (the signed-in caller's endpoint). */
export type Call = <T>(query: string, variables: object) => Promise<T>;

/** The DynamoDB request counter of functions/data/client.ts. */
export interface RequestCounter {
  total: number;
  byCommand: Record<string, number>;
}

/** What one request of the builder's opening cost. */
export interface OpenRequest {
  operation: string;
  ms: number;
  dynamoRequests: number;
  byCommand: Record<string, number>;
}

/** The documents the builder's screen sends when it opens a template (template-builder-page and its hooks). */
export function builderOpenRequests(templateId: string): Array<{ operation: string; document: DocumentNode; variables: object }> {
  return [
    { operation: 'BuilderTemplate', document: BuilderTemplateDocument, variables: { id: templateId } },
    { operation: 'BuilderOutcomeGroups', document: BuilderOutcomeGroupsDocument, variables: { templateId } },
    { operation: 'FormRoles', document: FormRolesDocument, variables: { templateId } },
  ];
}

function commandsSince(counter: RequestCounter, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counter.byCommand)
      .map(([command, count]) => [command.replace(/Command$/, ''), count - (before[command] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}

/** Sends the builder's opening requests one after the other (so each one's DynamoDB requests are its own). */
export async function openAsBuilder(call: Call, counter: RequestCounter, templateId: string): Promise<OpenRequest[]> {
  const opened: OpenRequest[] = [];
  for (const request of builderOpenRequests(templateId)) {
    const total = counter.total;
    const before = { ...counter.byCommand };
    const started = performance.now();
    await call(print(request.document), request.variables);
    opened.push({ operation: request.operation, ms: performance.now() - started, dynamoRequests: counter.total - total, byCommand: commandsSince(counter, before) });
  }
  return opened;
}

/** Markdown rows for the opening: one per GraphQL request, then the total. */
export function openRows(opened: OpenRequest[]): string[] {
  const commands = (byCommand: Record<string, number>) =>
    Object.entries(byCommand)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([command, count]) => `${command} ${count}`)
      .join(', ');
  const sum: Record<string, number> = {};
  for (const row of opened) for (const [command, count] of Object.entries(row.byCommand)) sum[command] = (sum[command] ?? 0) + count;
  const rows = opened.map((row) => `| builder open: ${row.operation} | ${row.ms.toFixed(1)} | 1 | ${row.dynamoRequests} | ${commands(row.byCommand)} |`);
  const ms = opened.reduce((total, row) => total + row.ms, 0);
  const requests = opened.reduce((total, row) => total + row.dynamoRequests, 0);
  return [...rows, `| **builder open, all** | ${ms.toFixed(1)} | **${opened.length}** | **${requests}** | ${commands(sum)} |`];
}
