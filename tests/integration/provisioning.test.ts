import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalIdentityProvider } from '../../functions/auth/local-identity-provider';
import { localAdminAccounts } from '../../functions/auth/local-admin-accounts';
import { tableUserDirectory } from '../../functions/auth/user-directory';
import { platformObject } from '../../functions/authz/checks';
import { authorization } from '../../functions/authz/service';
import { findFeatureFlag, writeFeatureFlag } from '../../functions/data/feature-flags-repository';
import { findCampus, listCampusesOfTenant } from '../../functions/data/organization-repository';
import type { Mail, MailSender } from '../../functions/mail/mail-sender';
import { provisionPlatform } from '../../functions/provisioning/provision-platform';
import { campusConfigSchema, type CampusConfigInput } from '../../schema/src/campus-config';
import { startTestStore } from './support/local-store';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  process.env.LOCAL_SIGNING_KEY_PATH = '/tmp/provisioning-it/signing-key.json';
  store = await startTestStore();
});
afterAll(async () => store.stop());

const fileOf = (overrides: Partial<CampusConfigInput> = {}): CampusConfigInput => ({
  tenant: { code: 'PROV', name: 'Provisioned University' },
  campuses: [
    { code: 'P1', name: 'Provisioned North', shortName: 'North' },
    { code: 'P2', name: 'Provisioned South', shortName: 'South' },
  ],
  domains: [],
  programs: [],
  centersOfExcellence: [],
  globalAdmins: [{ email: 'first.admin@prov.example.edu', firstName: 'First', lastName: 'Admin', campusCode: 'P1' }],
  featureFlags: [
    { key: 'prov-documents', enabled: true, description: 'Documents page' },
    { key: 'prov-beta', enabled: true, campusCodes: ['P2'] },
  ],
  ...overrides,
});

/** A mailbox standing in for the outbox: what the local accounts adapter sends. */
function mailbox() {
  const mails: Mail[] = [];
  const sender: MailSender = { send: async (mail) => (mails.push(mail), { messageId: String(mails.length) }) };
  return { mails, sender };
}

const provision = (file: CampusConfigInput, sender: MailSender, now = new Date('2026-11-24T02:00:00Z')) =>
  provisionPlatform(campusConfigSchema.parse(file), {
    accounts: localAdminAccounts(sender, 'no-reply@prov.example.edu'),
    users: tableUserDirectory,
    authorization: authorization(),
    now,
  });

const passwordIn = (mail: Mail | undefined) => /the password <b>([^<]+)<\/b>/.exec(mail?.html ?? '')?.[1] ?? '';

describe('provisioning infra/config into a fresh store', () => {
  it('creates the first global admin, who can sign in with the invited password and is admin of the platform', async () => {
    const { mails, sender } = mailbox();

    const summary = await provision(fileOf(), sender);
    const signIn = await createLocalIdentityProvider().signIn('first.admin@prov.example.edu', passwordIn(mails[0]));

    expect(summary.invitedAdmins).toEqual(['first.admin@prov.example.edu']);
    expect(mails.map((mail) => mail.to)).toEqual([['first.admin@prov.example.edu']]);
    expect(signIn.ok).toBe(true);
    const userId = signIn.ok ? signIn.session.user.userId : '';
    expect(await authorization().check({ user: `user:${userId}`, relation: 'admin', object: platformObject })).toBe(true);
    expect(await authorization().check({ user: `user:${userId}`, relation: 'can_view_internal_tools', object: platformObject })).toBe(true);
    expect(signIn.ok && signIn.session.user).toMatchObject({ campusCode: 'P1', tenantCode: 'PROV', globalRoles: ['admin'] });
  });

  it('creates the configured flags, recorded as set by infra/config', async () => {
    const { sender } = mailbox();
    await provision(fileOf(), sender);

    const beta = await findFeatureFlag('prov-beta');

    expect(beta).toMatchObject({ enabled: true, campusCodes: ['P2'], userIds: [], updatedBy: 'infra/config' });
    expect(beta?.changes).toEqual([expect.objectContaining({ source: 'provisioning', changedBy: 'infra/config' })]);
  });

  it('is idempotent: a second run invites nobody, creates no flag and keeps the admin', async () => {
    const { mails, sender } = mailbox();

    const summary = await provision(fileOf(), sender);

    expect(summary).toMatchObject({ invitedAdmins: [], createdFlags: [], deactivatedCampuses: [] });
    expect(mails).toEqual([]);
    expect((await findFeatureFlag('prov-documents'))?.changes).toHaveLength(1);
  });

  it('never undoes a flag edit made after the first deploy', async () => {
    await writeFeatureFlag({
      key: 'prov-documents', enabled: false, campusCodes: [], userIds: [], changedBy: 'user-ops', source: 'api', at: new Date(),
    });

    await provision(fileOf(), mailbox().sender);

    expect(await findFeatureFlag('prov-documents')).toMatchObject({ enabled: false, updatedBy: 'user-ops' });
  });

  it('deactivates a campus removed from the configuration, keeps its record, and reactivates it when it returns', async () => {
    const withoutSouth = fileOf({ campuses: [{ code: 'P1', name: 'Provisioned North', shortName: 'North' }], featureFlags: [] });

    const summary = await provision(withoutSouth, mailbox().sender);
    const listedWithout = (await listCampusesOfTenant('PROV')).map((campus) => campus.code);
    const south = await findCampus('P2');
    await provision(fileOf(), mailbox().sender);
    const listedAgain = (await listCampusesOfTenant('PROV')).map((campus) => campus.code);

    expect(summary.deactivatedCampuses).toEqual(['P2']);
    expect(listedWithout).toEqual(['P1']);
    expect(south).toMatchObject({ code: 'P2', deactivatedAt: '2026-11-24T02:00:00.000Z' });
    expect(listedAgain).toEqual(['P1', 'P2']);
    expect((await findCampus('P2'))?.deactivatedAt).toBeUndefined();
  });
});
