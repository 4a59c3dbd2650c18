import { z } from 'zod';
import type { ResponseKind, ResponseValue } from '../forms/response-values';
import { idSchema, maxTextAnswerLength, responseLocationSchema } from './forms';
import { awsJsonObject } from './aws-json';

// The inputs of the answer mutations: one per response kind, each the form, the question, where in the form
// (a table row or repeatable-section instance) and the version the edit was based on, plus the kind's value.

const envelope = {
  formId: idSchema,
  questionId: idSchema,
  location: responseLocationSchema,
  /** 0 (or omitted): the caller has seen no answer yet. */
  expectedVersion: z.number().int().min(0).nullish().transform((version) => version ?? 0),
};

const shortText = (label: string, max = 500) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
const optionalText = (max = 500) => z.string().max(max).nullish().transform((text) => text ?? null);
const dateText = z.string().max(40).nullish().transform((text) => (text ? text : null));
/** AWSJSON arrives parsed (AppSync parses it): an object of fields, at most 20,000 characters of JSON. */
const jsonFields = awsJsonObject(20_000, 'Fields')
  .nullish()
  .transform((fields) => fields ?? null);

const person = z.object({
  userId: idSchema,
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
  employeeId: optionalText(100),
  networkId: optionalText(100),
});
const place = z.object({ id: idSchema, name: shortText('A name'), code: optionalText(100) });
const address = z.object({
  placeId: idSchema,
  label: shortText('An address label'),
  addressNumber: optionalText(50),
  street: optionalText(),
  municipality: optionalText(),
  subRegion: optionalText(),
  region: optionalText(),
  postalCode: optionalText(20),
  country: optionalText(100),
});
const image = z.object({
  name: shortText('An image name', 255),
  key: z.string().trim().min(1).max(1024).regex(/^[\w\-./]+$/, 'An image key holds letters, digits, - _ . and / only'),
  description: optionalText(2000),
});

const file = z.object({
  name: shortText('A file name', 255),
  key: image.shape.key,
  contentType: z.string().trim().min(1).max(100),
  size: z.number().int().min(1),
});

/** One answer mutation: its input schema and the stored value it makes. */
export interface AnswerMutation<S extends z.ZodType = z.ZodType> {
  kind: ResponseKind;
  schema: S;
  value: (input: z.output<S>) => ResponseValue;
}

function answerMutation<const Shape extends z.ZodRawShape>(
  kind: ResponseKind,
  shape: Shape,
  value: (input: z.output<z.ZodObject<typeof envelope & Shape>>) => ResponseValue,
): AnswerMutation {
  return { kind, schema: z.object({ ...envelope, ...shape }), value: value as AnswerMutation['value'] };
}

/** Every mutation that sets one answer, by operation name. */
export const answerMutations = {
  updateTextResponse: answerMutation(
    'TextResponse',
    { text: z.string().max(maxTextAnswerLength, `An answer is at most ${maxTextAnswerLength} characters`) },
    (input) => ({ kind: 'TextResponse', text: input.text }),
  ),
  updateDateResponse: answerMutation('DateResponse', { selectedDate: dateText }, (input) => ({ kind: 'DateResponse', selectedDate: input.selectedDate })),
  updateDateRangeResponse: answerMutation('DateRangeResponse', { start: dateText, end: dateText }, (input) => ({
    kind: 'DateRangeResponse',
    start: input.start,
    end: input.end,
  })),
  updateOptionResponse: answerMutation('OptionResponse', { selectedOptionIds: z.array(idSchema).max(200) }, (input) => ({
    kind: 'OptionResponse',
    selectedOptionIds: input.selectedOptionIds,
  })),
  updateToggleResponse: answerMutation('ToggleResponse', { defaultValue: z.boolean() }, (input) => ({ kind: 'ToggleResponse', defaultValue: input.defaultValue })),
  updateMeasurementResponse: answerMutation(
    'MeasurementResponse',
    {
      value: z.number().finite().nullish().transform((value) => value ?? null),
      unit: z.object({ id: idSchema, name: shortText('A unit name', 100), fields: jsonFields }).nullish().transform((unit) => unit ?? null),
    },
    (input) => ({ kind: 'MeasurementResponse', value: input.value, unit: input.unit }),
  ),
  updateMeasurementV2Response: answerMutation(
    'MeasurementV2Response',
    { values: z.array(z.object({ unit: shortText('A unit', 50), value: z.number().finite() })).max(20) },
    (input) => ({ kind: 'MeasurementV2Response', values: input.values }),
  ),
  updatePersonSearchResponse: answerMutation('PersonSearchResponse', { selectedPerson: person.nullish() }, (input) => ({
    kind: 'PersonSearchResponse',
    selectedPerson: input.selectedPerson ?? null,
  })),
  updateCampusSearchResponse: answerMutation('CampusSearchResponse', { campusId: idSchema.nullish() }, (input) => ({
    // The campus's names come from the campus record, not from the caller (see the resolver).
    kind: 'CampusSearchResponse',
    selectedCampus: input.campusId ? { id: input.campusId, name: '', shortName: '', tenant: { id: '', name: '' } } : null,
  })),
  updateBuildingSearchResponse: answerMutation('BuildingSearchResponse', { selectedBuilding: place.nullish() }, (input) => ({
    kind: 'BuildingSearchResponse',
    selectedBuilding: input.selectedBuilding ?? null,
  })),
  updateRoomSearchResponse: answerMutation('RoomSearchResponse', { roomId: idSchema.nullish() }, (input) => ({
    // The room's key, building, floor and number come from the room record, not from the caller (see the resolver).
    kind: 'RoomSearchResponse',
    selectedRoom: input.roomId ? { id: input.roomId, roomKey: '', building: '', buildingName: '', floor: '', roomNumber: '' } : null,
  })),
  updateDepartmentSearchResponse: answerMutation('DepartmentSearchResponse', { selectedDepartment: place.nullish() }, (input) => ({
    kind: 'DepartmentSearchResponse',
    selectedDepartment: input.selectedDepartment ?? null,
  })),
  updateLibrarySearchResponse: answerMutation(
    'LibrarySearchResponse',
    { selectedItem: z.object({ id: idSchema, name: shortText('A name'), fields: jsonFields }).nullish() },
    (input) => ({ kind: 'LibrarySearchResponse', selectedItem: input.selectedItem ?? null }),
  ),
  updateAddressSearchResponse: answerMutation('AddressSearchResponse', { selectedAddress: address.nullish() }, (input) => ({
    kind: 'AddressSearchResponse',
    selectedAddress: input.selectedAddress ?? null,
  })),
  updateDocumentSearchResponse: answerMutation('DocumentSearchResponse', { documentId: idSchema.nullish() }, (input) => ({
    // The document's name and id come from the form record, after checking the caller may see it.
    kind: 'DocumentSearchResponse',
    selectedDocument: input.documentId ? { id: input.documentId, name: '' } : null,
  })),
  updateImageUploadResponse: answerMutation('ImageUploadResponse', { images: z.array(image).max(100) }, (input) => ({
    kind: 'ImageUploadResponse',
    images: input.images,
  })),
  updateMapResponse: answerMutation(
    'MapResponse',
    {
      latitude: z.number().min(-90).max(90).nullish().transform((value) => value ?? null),
      longitude: z.number().min(-180).max(180).nullish().transform((value) => value ?? null),
    },
    (input) => ({ kind: 'MapResponse', latitude: input.latitude, longitude: input.longitude }),
  ),
  updateNumberResponse: answerMutation(
    'NumberResponse',
    { value: z.number('A number answer is a number').finite().nullish().transform((value) => value ?? null) },
    (input) => ({ kind: 'NumberResponse', value: input.value }),
  ),
  updateFileUploadResponse: answerMutation('FileUploadResponse', { files: z.array(file).max(100) }, (input) => ({
    kind: 'FileUploadResponse',
    files: input.files,
  })),
  removeOptionResponse: answerMutation('OptionResponse', {}, () => ({ kind: 'OptionResponse', selectedOptionIds: [] })),
} satisfies Record<string, AnswerMutation>;

export type AnswerMutationName = keyof typeof answerMutations;

/** addTableRow / removeTableRow: a row of a table or an instance of a repeatable section (questionId: its id). */
export const tableRowInputSchema = z.object({
  formId: idSchema,
  questionId: idSchema,
  location: responseLocationSchema,
  /** The new row's id (generated when omitted) or the row to remove. */
  rowId: idSchema.nullish().transform((rowId) => rowId ?? null),
});

/** deleteImageResponse: one image of an image question's answer, by its key. */
export const deleteImageInputSchema = z.object({
  formId: idSchema,
  questionId: idSchema,
  location: responseLocationSchema,
  key: image.shape.key,
});

/** The most rows one table or repeatable section holds. */
export const maxRowsPerTable = 200;

/** createImageUpload: the file as the browser describes it (the signed upload holds it to this). */
export const createImageUploadInputSchema = z.object({
  formId: idSchema,
  questionId: idSchema,
  fileName: z.string().trim().min(1, 'A file name is required').max(255, 'A file name is at most 255 characters'),
  contentType: z.string().trim().max(100),
  size: z.number().int().min(0),
});

/** createFileUpload: the file as the browser describes it (the signed upload holds it to this). */
export const createFileUploadInputSchema = createImageUploadInputSchema;

/** imageUrls: the keys of one form's images to show. */
export const imageUrlsInputSchema = z.object({ formId: idSchema, keys: z.array(image.shape.key).max(200) });
