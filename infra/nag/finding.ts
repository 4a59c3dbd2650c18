/** An acknowledged cdk-nag finding: the rule id (with its `[finding]` for rules that report several) and why. */
export interface Finding {
  id: string;
  reason: string;
}
