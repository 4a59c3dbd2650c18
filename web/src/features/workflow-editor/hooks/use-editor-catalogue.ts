import { useMemo } from 'react';
import { useSubWorkflowTemplates } from '../api/sub-workflow-templates';
import type { WorkflowTemplate } from '../api/workflow-template';
import { useWorkflowNotificationTemplates } from '../api/workflow-notification-templates';
import type { EditorCatalogue, SubWorkflowChoice } from './editor-catalogue';
import { templateCatalogue } from './template-catalogue';

type TemplateChoice = { id: string; groupId: string; name: string; status: string; isSubform: boolean; workflowMachineId?: string | null };

/** Published subforms first, then the campus's other published templates, each group once, by name; never the group itself. */
export function subWorkflowChoices(groupId: string, subforms: readonly TemplateChoice[], campus: readonly TemplateChoice[]): SubWorkflowChoice[] {
  const seen = new Set([groupId]);
  const choices: SubWorkflowChoice[] = [];
  for (const template of [...subforms, ...campus]) {
    if (template.status !== 'PUBLISHED' || seen.has(template.groupId)) continue;
    seen.add(template.groupId);
    choices.push({ templateId: template.id, templateName: template.name, referenceId: template.groupId, workflowMachineId: template.workflowMachineId ?? null, isSubform: template.isSubform });
  }
  const order = (choice: SubWorkflowChoice) => (choice.isSubform ? 0 : 1);
  return choices.sort((a, b) => order(a) - order(b) || a.templateName.localeCompare(b.templateName));
}

/**
 * The editor's catalogue for a template: its form actions and questions, and once loaded its group's notification
 * templates and the published templates a sub-workflow may start from (left out while loading or unavailable).
 */
export function useEditorCatalogue(template: WorkflowTemplate): EditorCatalogue {
  const notifications = useWorkflowNotificationTemplates(template.id).data?.notificationTemplates;
  const subWorkflows = useSubWorkflowTemplates(template.groupId, template.campusCode).data;
  return useMemo(
    () => ({
      ...templateCatalogue(template),
      notificationTemplates: notifications?.map((notification) => ({ id: notification.id, name: notification.status === 'INACTIVE' ? `${notification.templateName} (inactive)` : notification.templateName, kind: notification.kind })),
      subWorkflowTemplates: subWorkflows ? subWorkflowChoices(template.groupId, subWorkflows.subformTemplates ?? [], subWorkflows.templatesByCampus ?? []) : undefined,
    }),
    [template, notifications, subWorkflows],
  );
}
