import { z } from 'zod';
import { idSchema } from '../inputs/forms';
import { containerLimits, containerUnits } from './container-model';

const text = (max: number, missing: string) => z.string().trim().min(1, missing).max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const quantitySchema = z
  .number()
  .finite('Enter a number')
  .min(0, 'The quantity cannot be negative')
  .max(containerLimits.maxQuantity, `At most ${containerLimits.maxQuantity}`);

const expectedVersionSchema = z.number().int().min(1);

/** Building, floor and room: building and room required, the floor optional (single-storey buildings). */
export const containerLocationSchema = z.strictObject({
  building: text(containerLimits.place, 'Enter the building'),
  floor: optionalText(containerLimits.place),
  room: text(containerLimits.place, 'Enter the room'),
});

export const addContainerInputSchema = z.strictObject({
  inventoryId: idSchema,
  libraryId: idSchema,
  itemId: idSchema,
  quantity: quantitySchema,
  unit: z.enum(containerUnits, { message: `Choose one of ${containerUnits.join(', ')}` }),
  location: containerLocationSchema,
  barcode: optionalText(containerLimits.barcode),
});

const containerRef = { inventoryId: idSchema, containerId: idSchema, expectedVersion: expectedVersionSchema, note: optionalText(containerLimits.note) };

export const moveContainerInputSchema = z.strictObject({ ...containerRef, location: containerLocationSchema });
export const adjustContainerInputSchema = z.strictObject({ ...containerRef, quantity: quantitySchema });
export const disposeContainerInputSchema = z.strictObject(containerRef);

const pageSizeSchema = z
  .number()
  .int()
  .min(1)
  .max(100)
  .nullish()
  .transform((value) => value ?? 25);

export const containersArgsSchema = z.object({
  inventoryId: idSchema,
  search: z
    .string()
    .trim()
    .max(containerLimits.search, `At most ${containerLimits.search} characters`)
    .nullish()
    .transform((value) => value || null),
  disposed: z.boolean().nullish().transform(Boolean),
  size: pageSizeSchema,
  cursor: z.string().max(2000).nullish(),
});

export const historyArgsSchema = z.object({ inventoryId: idSchema, containerId: idSchema, size: pageSizeSchema, cursor: z.string().max(2000).nullish() });

export const accessArgsSchema = z.object({ accessType: z.enum(['VIEW', 'MANAGE']), inventoryId: idSchema });
