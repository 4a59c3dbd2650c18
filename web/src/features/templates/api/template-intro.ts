import { useQuery } from '@apollo/client/react';
import { TemplateIntroDocument } from './template-intro.generated';

/** The latest published version of a template group: what the intro page shows and a new form starts from. */
export function useTemplateIntro(groupId: string) {
  return useQuery(TemplateIntroDocument, { variables: { groupId } });
}
