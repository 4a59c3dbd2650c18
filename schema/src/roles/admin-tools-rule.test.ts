import { describe, expect, it } from 'vitest';
import { campusRoleShowsAdminTools, showsAdminTools } from './admin-tools-rule';

const nothing = { administersProgram: false, administersCampus: false, campusRoleNames: [] };

describe('campusRoleShowsAdminTools', () => {
  it('shows Admin Tools for a campus role outside the excluded list', () => {
    expect(campusRoleShowsAdminTools('Safety Officers')).toBe(true);
    expect(campusRoleShowsAdminTools('Campus Reviewers')).toBe(true);
  });

  it.each(['Affiliated', 'Developer', 'Chemical Informatics', 'Responsible Person', 'Medical Center Authorized'])('hides it for %s', (name) => {
    expect(campusRoleShowsAdminTools(name)).toBe(false);
  });

  it('reads the excluded names whatever their case and separators, and the British spelling', () => {
    expect(campusRoleShowsAdminTools('RESPONSIBLE_PERSON')).toBe(false);
    expect(campusRoleShowsAdminTools('chemical-informatics')).toBe(false);
    expect(campusRoleShowsAdminTools(' Medical  Centre Authorised ')).toBe(false);
  });

  it('hides it for roles prefixed AX_, and only for those', () => {
    expect(campusRoleShowsAdminTools('AX_LAB_VIEWER')).toBe(false);
    expect(campusRoleShowsAdminTools('ax_auditors')).toBe(false);
    expect(campusRoleShowsAdminTools('AXIS Coordinators')).toBe(true);
  });

  it('shows it for a name that only contains an excluded one', () => {
    expect(campusRoleShowsAdminTools('Developer Relations Leads')).toBe(true);
  });
});

describe('showsAdminTools', () => {
  it('shows Admin Tools to a program admin or a campus admin', () => {
    expect(showsAdminTools({ ...nothing, administersProgram: true })).toBe(true);
    expect(showsAdminTools({ ...nothing, administersCampus: true })).toBe(true);
  });

  it('shows it when one campus role held counts, beside excluded ones', () => {
    expect(showsAdminTools({ ...nothing, campusRoleNames: ['Affiliated', 'Lab Coordinators'] })).toBe(true);
  });

  it('hides it from someone with only excluded campus roles, or none', () => {
    expect(showsAdminTools({ ...nothing, campusRoleNames: ['Affiliated', 'AX_READERS', 'Developer'] })).toBe(false);
    expect(showsAdminTools(nothing)).toBe(false);
  });
});
