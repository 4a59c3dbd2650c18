import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';

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

export const DateQuestionField = lazy(loaders.date);
export const DateRangeQuestionField = lazy(loaders.dateRange);
export const ToggleQuestionField = lazy(loaders.toggle);
export const NumberQuestionField = lazy(loaders.number);
export const MeasurementQuestionField = lazy(loaders.measurement);
export const MeasurementV2QuestionField = lazy(loaders.measurementV2);
export const MapQuestionField = lazy(loaders.map);
export const TableQuestionField = lazy(loaders.table);
export const SearchQuestionField = lazy(loaders.search);
export const ImageQuestionField = lazy(loaders.image);
export const FileQuestionField = lazy(loaders.file);
export const SubformView = lazy(loaders.subform);
export const RepeatableSectionView = lazy(loaders.repeatableSection);

/**
 * Where a lazy field stands while its chunk loads: its own space, so the questions around it are answerable
 * meanwhile and do not wait for it.
 */
export function LazyField({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 56 }} />}>{children}</Suspense>;
}
