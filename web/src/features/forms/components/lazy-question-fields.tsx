import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { lazyWithoutSuspense } from '@/lib/lazy-without-suspense';

/*
 * The fields of the rarer question kinds (and repeatable sections, subforms), each a chunk of its own that loads
 * with the first form holding that kind: a form of text and option questions (most of them) evaluates none of
 * their controls (Autocomplete, Table, Switch, the date inputs ...) before its first question takes focus
 * (docs/performance.md, "form13"). Text, email, phone and option questions stay in the form's own chunk.
 */

const loaders = {
  date: () => import('./fields/date-question-field').then((module) => ({ default: module.DateQuestionField })),
  dateRange: () => import('./fields/date-range-question-field').then((module) => ({ default: module.DateRangeQuestionField })),
  toggle: () => import('./fields/toggle-question-field').then((module) => ({ default: module.ToggleQuestionField })),
  number: () => import('./fields/number-question-field').then((module) => ({ default: module.NumberQuestionField })),
  measurement: () => import('./fields/measurement-question-field').then((module) => ({ default: module.MeasurementQuestionField })),
  measurementV2: () => import('./fields/measurement-v2-question-field').then((module) => ({ default: module.MeasurementV2QuestionField })),
  map: () => import('./fields/map-question-field').then((module) => ({ default: module.MapQuestionField })),
  table: () => import('./fields/table-question-field').then((module) => ({ default: module.TableQuestionField })),
  search: () => import('./search/search-question-field').then((module) => ({ default: module.SearchQuestionField })),
  image: () => import('./images/image-question-field').then((module) => ({ default: module.ImageQuestionField })),
  file: () => import('./files/file-question-field').then((module) => ({ default: module.FileQuestionField })),
  subform: () => import('./subforms/subform-view').then((module) => ({ default: module.SubformView })),
  repeatableSection: () => import('./repeatable-section-view').then((module) => ({ default: module.RepeatableSectionView })),
};

/** Which loader each element kind (type name) needs. */
const loaderOfKind: Record<string, () => Promise<unknown>> = {
  DateQuestion: loaders.date,
  DateRangeQuestion: loaders.dateRange,
  ToggleQuestion: loaders.toggle,
  NumberQuestion: loaders.number,
  MeasurementQuestion: loaders.measurement,
  MeasurementV2Question: loaders.measurementV2,
  MapQuestion: loaders.map,
  TableQuestion: loaders.table,
  SearchQuestion: loaders.search,
  LibrarySearchQuestion: loaders.search,
  DocumentSearchQuestion: loaders.search,
  AddressSearchQuestion: loaders.search,
  SubjectQuestion: loaders.search,
  ImageUploadQuestion: loaders.image,
  FileUploadQuestion: loaders.file,
  Subform: loaders.subform,
  RepeatableSection: loaders.repeatableSection,
};

/**
 * Starts loading the fields of these element kinds, all at once, as soon as the form's template is known (rather
 * than one kind after another as each first renders). Loading twice is free: the browser keeps each module.
 */
export function preloadElementKinds(kinds: Iterable<string>): void {
  for (const kind of kinds) void loaderOfKind[kind]?.().catch(() => undefined);
}

/** A lazy field's place while its chunk loads (as its content, not a Suspense fallback: lazy-without-suspense.tsx). */
function FieldLoading() {
  return <Box aria-busy="true" sx={{ minHeight: 56 }} />;
}

export const DateQuestionField = lazyWithoutSuspense(loaders.date, FieldLoading);
export const DateRangeQuestionField = lazyWithoutSuspense(loaders.dateRange, FieldLoading);
export const ToggleQuestionField = lazyWithoutSuspense(loaders.toggle, FieldLoading);
export const NumberQuestionField = lazyWithoutSuspense(loaders.number, FieldLoading);
export const MeasurementQuestionField = lazyWithoutSuspense(loaders.measurement, FieldLoading);
export const MeasurementV2QuestionField = lazyWithoutSuspense(loaders.measurementV2, FieldLoading);
export const MapQuestionField = lazyWithoutSuspense(loaders.map, FieldLoading);
export const TableQuestionField = lazyWithoutSuspense(loaders.table, FieldLoading);
export const SearchQuestionField = lazyWithoutSuspense(loaders.search, FieldLoading);
export const ImageQuestionField = lazyWithoutSuspense(loaders.image, FieldLoading);
export const FileQuestionField = lazyWithoutSuspense(loaders.file, FieldLoading);
export const SubformView = lazyWithoutSuspense(loaders.subform, FieldLoading);
export const RepeatableSectionView = lazyWithoutSuspense(loaders.repeatableSection, FieldLoading);

/**
 * Where a lazy field stands should a part inside it still suspend (the fields above load without suspending): its
 * own space, so the questions around it are answerable meanwhile and do not wait for it.
 */
export function LazyField({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FieldLoading />}>{children}</Suspense>;
}
