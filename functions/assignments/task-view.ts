import type { PersonRef, TaskRecord } from '../data/entities';

const userRef = (person: PersonRef) => ({
  userId: person.userId,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  campusCode: person.campusCode ?? null,
});

/** A task as the API answers it. */
export const taskView = (task: TaskRecord) => ({
  id: task.id,
  programId: task.programId,
  assignee: userRef(task.assignee),
  assignedBy: userRef(task.assignedBy),
  status: task.status,
  subject: task.subject,
  targetId: task.targetId,
  targetType: task.targetType,
  formId: task.formId,
  formAutoId: task.formAutoId ?? null,
  completeOnStatus: task.completeOnStatus,
  dueDate: task.dueDate ?? null,
  createdDate: task.createdDate,
  completedDate: task.completedDate ?? null,
  statusNote: task.statusNote ?? null,
  events: task.events.map((event) => ({ type: event.type, at: event.at, by: userRef(event.by) })),
});
