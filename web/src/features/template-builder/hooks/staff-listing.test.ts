import { describe, expect, it } from 'vitest';
import { initialListing, isUnlisted, listingChange } from './staff-listing';

const unlisted = { version: 1, isSubform: false, showOnHomepage: false, selfInitiated: false };

describe('staff listing', () => {
  it('lists a template on its first publish', () => {
    expect(initialListing(unlisted)).toEqual({ showOnHomepage: true, selfInitiated: true });
  });

  it('keeps the author’s choice on later publishes, and never lists a subform by default', () => {
    expect(initialListing({ ...unlisted, version: 2, selfInitiated: true })).toEqual({ showOnHomepage: false, selfInitiated: true });
    expect(initialListing({ ...unlisted, isSubform: true })).toEqual({ showOnHomepage: false, selfInitiated: false });
  });

  it('calls a template unlisted when staff would not see it under Get Started or in Start New', () => {
    expect(isUnlisted(unlisted)).toBe(true);
    expect(isUnlisted({ ...unlisted, showOnHomepage: true })).toBe(false);
    expect(isUnlisted({ ...unlisted, isSubform: true })).toBe(false);
  });

  it('changes only the switches the author moved', () => {
    expect(listingChange(unlisted, { showOnHomepage: true, selfInitiated: false })).toEqual({ showOnHomepage: true });
    expect(listingChange(unlisted, { showOnHomepage: false, selfInitiated: false })).toBeNull();
  });
});
