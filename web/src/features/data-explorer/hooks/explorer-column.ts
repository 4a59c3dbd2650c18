/** A column as the explorer's screens read it (the API's DataExplorerColumn). */
export interface ExplorerColumnView {
  key: string;
  label: string;
  kind: string;
}
