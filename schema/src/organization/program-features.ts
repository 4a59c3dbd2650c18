import { z } from 'zod';

/**
 * The levels a program feature is switched on at (spec: LoadProfile's programFeatures, "filtered by labels
 * CAMPUS, GLOBAL, PROGRAM"): a feature of one program (PROGRAM), of every program of a campus (CAMPUS) or of
 * the whole platform (GLOBAL). A center of excellence carries the labels of the features it offers.
 */
export const featureLabels = ['CAMPUS', 'GLOBAL', 'PROGRAM'] as const;

export type FeatureLabel = (typeof featureLabels)[number];

export const featureLabelSchema = z.enum(featureLabels);

/** LoadProfile's `programFeatures` variable: the labels wanted; omitted or null means every label. */
export const programFeaturesArgsSchema = z
  .object({ programFeatures: z.array(featureLabelSchema).max(featureLabels.length).nullish() })
  .strict();

/**
 * Whether something labelled `labels` is wanted by the filter: any shared label. No filter keeps everything;
 * an empty filter keeps nothing, as an empty list of wanted labels says.
 */
export function matchesFeatureLabels(labels: readonly string[], wanted: readonly FeatureLabel[] | null | undefined): boolean {
  if (!wanted) return true;
  return labels.some((label) => (wanted as readonly string[]).includes(label));
}
