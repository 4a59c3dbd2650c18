/**
 * `npm run bench:authoring`: the builder's costs on a 1,000-question template. Starts the local stack in
 * memory, signs in program.admin through the HTTP endpoint, builds the template through the API (10 pages x 4
 * sections x 25 text questions, each addPage/addSection/addQuestion one call), then measures opening it
 * (templateById with pages and elements), one updateQuestion (time, DynamoDB requests, writes: exactly one)
 * and 200 sequential edits (p50/p99), and the builder's own opening: the GraphQL requests its screen sends and
 * the DynamoDB requests each costs (authoring-open.ts). Exits non-zero when an edit costs more than one write. See
 * docs/performance.md.
 */
import { openAsBuilder, openRows } from './authoring-open';
import { percentile } from './latency';
import { loopbackClient, type LoopbackClient } from './loopback-http';
import { signIn } from './api-workload';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalStack } = await import('../harness/local-stack');
const { dynamoRequestCounter, dynamoWriteCount } = await import('../../functions/data/client');

const pages = 10;
const sectionsPerPage = 4;
const questionsPerSection = 25;
const edits = 200;
const programId = 'prog-01-lab-safety';

interface Answer<T> {
  data?: T | null;
  errors?: Array<{ message: string; errorType?: string }>;
}

type Call = <T>(query: string, variables: object) => Promise<T>;

function caller(http: LoopbackClient, token: string): Call {
  return async <T>(query: string, variables: object) => {
    const answer = await http.send('POST', '/platform-shell/graphql', { query, variables }, { authorization: `Bearer ${token}` });
    const parsed = JSON.parse(answer.text) as Answer<T>;
    if (answer.status !== 200 || parsed.errors?.length || !parsed.data) throw new Error(`GraphQL failed: ${answer.text.slice(0, 300)}`);
    return parsed.data;
  };
}

const editFields = '{ id version }';
const builderSelection = `templateById(id: $id) { id revision name pages { id name version children {
  __typename id version ... on Question { title required }
  ... on Section { name children { __typename id version ... on Question { title required info dependsOn { logic } } } } } } }`;

/** Builds the template through the API and answers its id and one question to edit. */
async function buildTemplate(call: Call) {
  const created = await call<{ createCampusTemplate: { id: string; pages: Array<{ id: string }> } }>(
    'mutation C($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id pages { id } } }',
    { input: { programId, templateName: 'Bench 1000 questions' } },
  );
  const templateId = created.createCampusTemplate.id;
  let pageId = created.createCampusTemplate.pages[0]!.id;
  let question = { id: '', version: 1 };
  for (let page = 0; page < pages; page += 1) {
    if (page > 0) {
      const added = await call<{ addPage: { id: string } }>(`mutation P($input: AddPageInput!) { addPage(input: $input) ${editFields} }`, {
        input: { templateId, afterId: pageId, fields: JSON.stringify({ name: `Page ${page + 1}` }) },
      });
      pageId = added.addPage.id;
    }
    let sectionId: string | undefined;
    for (let section = 0; section < sectionsPerPage; section += 1) {
      const addedSection = await call<{ addSection: { id: string } }>(`mutation S($input: AddKindInput!) { addSection(input: $input) ${editFields} }`, {
        input: { templateId, parentId: pageId, afterId: sectionId, fields: JSON.stringify({ name: `Section ${page + 1}.${section + 1}` }) },
      });
      sectionId = addedSection.addSection.id;
      let afterId: string | undefined;
      for (let index = 0; index < questionsPerSection; index += 1) {
        const element = JSON.stringify({ __typename: 'TextQuestion', title: `Question ${page + 1}.${section + 1}.${index + 1}` });
        const added = await call<{ addQuestion: { id: string; version: number } }>(
          `mutation Q($input: AddElementInput!) { addQuestion(input: $input) ${editFields} }`,
          { input: { templateId, parentId: sectionId, afterId, element } },
        );
        afterId = added.addQuestion.id;
        if (!question.id && page === pages - 1) question = added.addQuestion;
      }
    }
  }
  return { templateId, question };
}

/** Runs `work` and answers its duration and the DynamoDB requests and writes it cost. */
async function measured<T>(work: () => Promise<T>) {
  const requests = dynamoRequestCounter.total;
  const writes = dynamoWriteCount();
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started, requests: dynamoRequestCounter.total - requests, writes: dynamoWriteCount() - writes };
}

const updateDocument = `mutation U($input: UpdateElementInput!) { updateQuestion(input: $input) ${editFields} }`;

async function main(): Promise<number> {
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent' });
  const http = loopbackClient(stack.url, 1);
  const call = caller(http, await signIn(http, 'program.admin'));
  const built = await measured(() => buildTemplate(call));
  const { templateId, question } = built.result;
  type Opened = { templateById: { pages: Array<{ children: Array<{ children?: unknown[] }> }> } };
  const open = await measured(() => call<Opened>(`query O($id: ID!) { ${builderSelection} }`, { id: templateId }));
  // Twice: the first warms the per-process caches (published versions, authorization), as a builder open
  // after any other studio screen would find them; the second is the figure.
  await openAsBuilder(call, dynamoRequestCounter, templateId);
  const builderOpen = await openAsBuilder(call, dynamoRequestCounter, templateId);
  const count = open.result.templateById.pages.flatMap((page) => page.children).flatMap((section) => section.children ?? []).length;
  let version = question.version;
  const edit = (title: string) =>
    call<{ updateQuestion: { version: number } }>(updateDocument, {
      input: { templateId, elementId: question.id, expectedVersion: version, changes: JSON.stringify({ title }) },
    }).then((answer) => (version = answer.updateQuestion.version));
  const one = await measured(() => edit('Edited once'));
  const latencies: number[] = [];
  const series = await measured(async () => {
    for (let index = 0; index < edits; index += 1) latencies.push((await measured(() => edit(`Edit ${index}`))).ms);
  });
  latencies.sort((a, b) => a - b);
  http.close();
  await stack.close();

  console.log(`Built ${count} questions through the API in ${(built.ms / 1000).toFixed(1)} s (${built.requests} DynamoDB requests).`);
  console.log('\n| measure | ms | DynamoDB requests | writes |\n| --- | ---: | ---: | ---: |');
  console.log(`| open (templateById, pages and elements) | ${open.ms.toFixed(1)} | ${open.requests} | ${open.writes} |`);
  console.log(`| one updateQuestion | ${one.ms.toFixed(1)} | ${one.requests} | ${one.writes} |`);
  const per = (total: number) => (total / edits).toFixed(2);
  console.log(
    `| ${edits} sequential edits | p50 ${percentile(latencies, 50).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)} | ${per(series.requests)} each | ${per(series.writes)} each |`,
  );
  console.log('\n| request | ms | GraphQL requests | DynamoDB requests | by command |\n| --- | ---: | ---: | ---: | --- |');
  for (const row of openRows(builderOpen)) console.log(row);
  if (count !== pages * sectionsPerPage * questionsPerSection) throw new Error(`Opened ${count} questions, expected 1,000.`);
  if (one.writes !== 1 || series.writes !== edits) {
    console.error(`An edit cost ${one.writes} writes (${series.writes} for ${edits}), expected exactly 1.`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
