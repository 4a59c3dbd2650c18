import { z } from 'zod';
import { campusCodeSchema } from '../inputs/campus-code';
import { idSchema } from '../inputs/forms';
import { minSearchTermLength } from '../inputs/roles';
import { libraryAccessLevels, libraryGranteeKinds, type LibraryGrantee } from './library-grants';
import { cursor, pageLimit } from './library-inputs';

/** The message when a person or role was not chosen. */
export const chooseGranteeMessages = { USER: 'Please select a user', ROLE: 'Please select a role' } as const;

/** libraryGrants: a page of a library's grants. */
export const libraryGrantsArgsSchema = z.strictObject({ libraryId: idSchema, limit: pageLimit, cursor });

/**
 * A grant or a revocation: the library, the access level and the grantee (a person's or role's id; none for
 * everyone signed in). Answers the grantee as one value.
 */
export const libraryGrantInputSchema = z
  .strictObject({
    libraryId: idSchema,
    access: z.enum(libraryAccessLevels),
    granteeKind: z.enum(libraryGranteeKinds),
    granteeId: z.string().trim().nullish(),
  })
  .superRefine((input, context) => {
    if (input.granteeKind === 'EVERYONE') {
      if (input.granteeId) context.addIssue({ code: 'custom', path: ['granteeId'], message: 'Everyone signed in takes no id' });
      return;
    }
    const id = idSchema.safeParse(input.granteeId ?? '');
    if (!id.success) context.addIssue({ code: 'custom', path: ['granteeId'], message: chooseGranteeMessages[input.granteeKind] });
  })
  .transform(({ libraryId, access, granteeKind, granteeId }) => {
    const grantee: LibraryGrantee = granteeKind === 'EVERYONE' ? { kind: 'EVERYONE' } : { kind: granteeKind, id: granteeId!.trim() };
    return { libraryId, access, grantee };
  });

export type LibraryGrantInput = z.output<typeof libraryGrantInputSchema>;

/** libraryGrantCampuses: the campuses to pick people and roles from. */
export const libraryGrantCampusesArgsSchema = z.strictObject({ libraryId: idSchema });

/** libraryGrantPeople: people of a campus (the caller's when omitted) by the start of a name, username or email. */
export const libraryGrantPeopleArgsSchema = z.strictObject({
  libraryId: idSchema,
  searchTerm: z
    .string()
    .trim()
    .min(minSearchTermLength, `Enter at least ${minSearchTermLength} characters to search`)
    .max(100, 'A search is at most 100 characters'),
  campusCode: campusCodeSchema.nullish().transform((value) => value ?? null),
});

/** libraryGrantRoles: the roles a library may be granted to, of the global level and of a campus. */
export const libraryGrantRolesArgsSchema = z.strictObject({
  libraryId: idSchema,
  campusCode: campusCodeSchema.nullish().transform((value) => value ?? null),
});
