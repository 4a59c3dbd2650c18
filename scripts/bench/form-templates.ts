import { shapeQuestion, templateElement, type FormShape } from './form-shape';
import type { LoopbackClient } from './loopback-http';

/* Our side of `bench:form`: the shapes built as templates through the API, and forms started from them. */

const programId = 'prog-01-lab-safety';

interface Answer<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

/** Sends one GraphQL operation as the signed-in person; answers its data or throws. */
export type Call = <T>(query: string, variables: object) => Promise<T>;

/** A GraphQL caller for the local stack with a bearer token. */
export function caller(http: LoopbackClient, token: string): Call {
  return async <T>(query: string, variables: object) => {
    const answer = await http.send('POST', '/platform-shell/graphql', { query, variables }, { authorization: `Bearer ${token}` });
    const parsed = JSON.parse(answer.text) as Answer<T>;
    if (answer.status !== 200 || parsed.errors?.length || !parsed.data) throw new Error(`GraphQL failed: ${answer.text.slice(0, 300)}`);
    return parsed.data;
  };
}

/** Builds and publishes a template of the shape through the API; answers its id. */
export async function buildTemplate(call: Call, shape: FormShape): Promise<string> {
  const created = await call<{ createCampusTemplate: { id: string; pages: Array<{ id: string }> } }>(
    'mutation C($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id pages { id } } }',
    { input: { programId, templateName: shape.name } },
  );
  const templateId = created.createCampusTemplate.id;
  const pageId = created.createCampusTemplate.pages[0]!.id;
  let sectionId: string | undefined;
  for (let section = 0; section < shape.sections; section += 1) {
    const added = await call<{ addSection: { id: string } }>('mutation S($input: AddKindInput!) { addSection(input: $input) { id } }', {
      input: { templateId, parentId: pageId, afterId: sectionId, fields: JSON.stringify({ name: `Section ${section + 1}` }) },
    });
    sectionId = added.addSection.id;
    let afterId: string | undefined;
    for (let index = 0; index < shape.questionsPerSection; index += 1) {
      const element = templateElement(shapeQuestion(shape, section, index));
      const question = await call<{ addQuestion: { id: string } }>('mutation Q($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
        input: { templateId, parentId: sectionId, afterId, element: JSON.stringify(element) },
      });
      afterId = question.addQuestion.id;
    }
  }
  await call('mutation P($input: PublishTemplateInput!) { publishTemplate(input: $input) { __typename } }', { input: { templateId, confirm: true } });
  return templateId;
}

/** Starts a new, empty form of the template (one per page load, so every load types into an empty field). */
export async function startForm(call: Call, templateId: string): Promise<string> {
  const started = await call<{ startForm: { id: string } }>('mutation F($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId } });
  return started.startForm.id;
}
