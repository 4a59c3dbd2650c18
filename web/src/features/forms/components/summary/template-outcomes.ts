/** What the summary reads of a summary page: its children's kinds. */
interface PageWithChildren {
  children: ReadonlyArray<{ __typename?: string }>;
}

/** Whether any summary page shows a template outcome: then the summary's separate Outcomes section is left out. */
export function showsTemplateOutcomes(summaryPages: readonly PageWithChildren[]): boolean {
  return summaryPages.some((page) => page.children.some((child) => child.__typename === 'TemplateOutcome'));
}

/**
 * The name a template outcome shows: its group's from the form's outcomes when some hold, else from the
 * template's outcome groups, else a generic one (the caller may not read the template's groups).
 */
export function templateOutcomeName(outcomeGroupId: string, held: { name: string } | undefined, groupNames: ReadonlyMap<string, string>): string {
  return held?.name ?? groupNames.get(outcomeGroupId) ?? 'Outcome';
}
