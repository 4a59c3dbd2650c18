import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { Question } from '../../../schema/src/template/model';
import { findForm } from '../../data/forms-repository';
import { findCampus, findTenant } from '../../data/organization-repository';
import { findUser } from '../../data/people-repository';
import { findRoom } from '../../data/places-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { assertCanReadForm } from '../form-access';
import { chosenLibraryItem } from './library-choice';

/**
 * Replaces what the caller said about a chosen campus, person, document or library item with what the platform
 * holds: names are read from the records, a document must be one the caller may see, a person must be a user of
 * the platform unless the question allows external people, and a library item one of the question's library.
 */
export async function withReferencedValues(caller: Caller, question: Question, value: ResponseValue): Promise<ResponseValue> {
  if (value.kind === 'CampusSearchResponse' && value.selectedCampus) {
    const campus = await findCampus(value.selectedCampus.id);
    if (!campus) throw badUserInput(`Campus ${value.selectedCampus.id} was not found.`);
    const tenant = await findTenant(campus.tenantCode);
    return {
      kind: value.kind,
      selectedCampus: { id: campus.code, name: campus.name, shortName: campus.shortName, tenant: { id: campus.tenantCode, name: tenant?.name ?? campus.tenantCode } },
    };
  }
  if (value.kind === 'RoomSearchResponse' && value.selectedRoom) {
    const room = await findRoom(value.selectedRoom.id);
    // A room out of use stays readable in old answers but cannot be chosen anew.
    if (!room?.active) throw badUserInput(`Room ${value.selectedRoom.id} was not found or is out of use.`);
    const { id, roomKey, building, floor, roomNumber } = room;
    return { kind: value.kind, selectedRoom: { id, roomKey, building, buildingName: room.buildingName ?? building, floor, roomNumber } };
  }
  if (value.kind === 'DocumentSearchResponse' && value.selectedDocument) {
    const form = await findForm(value.selectedDocument.id);
    if (!form) throw badUserInput(`Document ${value.selectedDocument.id} was not found.`);
    await assertCanReadForm(caller, form);
    return { kind: value.kind, selectedDocument: { id: form.id, name: form.name, autoId: form.autoId ?? null } };
  }
  if (value.kind === 'LibrarySearchResponse' && value.selectedItem) {
    return { kind: value.kind, selectedItem: await chosenLibraryItem(caller, question, value.selectedItem) };
  }
  if (value.kind === 'PersonSearchResponse' && value.selectedPerson) {
    const user = await findUser(value.selectedPerson.userId);
    if (user) {
      // Nothing of a platform user comes from the caller: the campus network id is the user's sign-in name, and
      // the platform holds no employee id (docs/decisions.md, subject17).
      return {
        kind: value.kind,
        selectedPerson: { userId: user.userId, firstName: user.firstName, lastName: user.lastName, email: user.email, employeeId: null, networkId: user.username },
      };
    }
    const external = question.__typename === 'SearchQuestion' && question.allowExternalUsers;
    if (!external) throw badUserInput(`Person ${value.selectedPerson.userId} was not found.`);
  }
  return value;
}
