/**
 * Opening a template the way the studio's builder does: the GraphQL documents its screen sends when it mounts
 * (the web's own generated documents, printed), each timed with the DynamoDB requests it cost, by command.
 */
import { print, type DocumentNode } from 'graphql';
import { BuilderOpenDocument } from '../../web/src/features/template-builder/api/builder-open.generated';
import { TemplateVersionsDocument } from '../../web/src/features/template-builder/api/template-versions.generated';

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

/** The answers of the opening's earlier requests (the version history asks for the template's group). */
type Answered = { templateById?: { groupId: string } };

/** One request of the opening: its document and its variables, which may come from the answers before it. */
interface OpenStep {
  operation: string;
  document: DocumentNode;
  variables: (answered: Answered) => object;
}

/** The documents the builder's screen sends when it opens a template (template-builder-page and its hooks), in order. */
export function builderOpenRequests(templateId: string): OpenStep[] {
  return [
    // The template with its document roles and its outcome groups (the builder's BuilderTemplate then reads the cache).
    { operation: 'BuilderOpen', document: BuilderOpenDocument, variables: () => ({ id: templateId }) },
    // The version history asks once the template has told it its group.
    { operation: 'TemplateVersions', document: TemplateVersionsDocument, variables: (answered) => ({ groupId: answered.templateById?.groupId }) },
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
  let answered: Answered = {};
  for (const request of builderOpenRequests(templateId)) {
    const variables = request.variables(answered);
    const total = counter.total;
    const before = { ...counter.byCommand };
    const started = performance.now();
    answered = { ...answered, ...(await call<Answered>(print(request.document), variables)) };
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
