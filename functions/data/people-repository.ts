import { userEntity, type UserRecord } from './entities';
import { getRecord } from './store';

/** A user's profile by id. */
export const findUser = (userId: string) => getRecord(userEntity, userEntity.key({ userId } as UserRecord));
