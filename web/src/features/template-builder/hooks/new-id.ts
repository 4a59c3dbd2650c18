/** A fresh id for an option the author adds (ids must be unique within a template). */
export function newOptionId(): string {
  return `opt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
