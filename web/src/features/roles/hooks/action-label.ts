/** An action as a column header: can_view_studio reads "Can View Studio". */
export function actionLabel(action: string): string {
  return action
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
