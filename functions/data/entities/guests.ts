import { defineEntity } from '../entity';

/**
 * A guest's claim on their one form of a public template (or of a subform under one of their forms): written with
 * attribute_not_exists before the form, so two tabs starting at once end up with the same form.
 */
export interface GuestFormClaim {
  guestId: string;
  /** The template group, or `<parentFormId>/<subformElementId>` for a subform. */
  slot: string;
  formId: string;
  claimedAt: string;
}

export const guestFormClaimEntity = defineEntity<GuestFormClaim>({
  name: 'GuestFormClaim',
  key: (claim) => ({ pk: `GUEST#${claim.guestId}`, sk: `FORM#${claim.slot}` }),
});
