import type { Caller } from '../shared/caller';
import type { TupleKey } from './engine/types';
import { userObject } from './checks';

const campusCodePattern = /^[0-9A-Za-z]{1,8}$/;

/**
 * The caller's campus membership as their verified token states it (custom:campusCode), as a contextual
 * tuple: people who signed in through their campus's identity provider are members of that campus for
 * checks of `campus#member` without a stored tuple for each of them.
 */
export function callerCampusTuples(caller: Caller): TupleKey[] {
  if (!campusCodePattern.test(caller.campusCode)) return [];
  return [{ user: userObject(caller.userId), relation: 'member', object: `campus:${caller.campusCode}` }];
}
