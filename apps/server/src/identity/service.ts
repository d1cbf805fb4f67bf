// What other modules may ask of identity (decision 031, 2026-12-05): the members, their addresses and
// identity columns, the outbox, and their signed-in browsers. identity's repos and tables are its own;
// a module imports this file, never identity/*-repo.ts, and lint:walls holds it.
export { listSignInsOf, revokeSignIns } from './oidc/sign-ins-repo.ts';
export { listMessages, queueMessage } from './outbox-repo.ts';
export {
  type AddressRow,
  emailExists,
  findAddressesOf,
  findIdentityFactsRow,
  findUserByEmail,
  findUserById,
  type IdentityFactsRow,
  insertAddress,
  insertUser,
  insertUserIfAbsent,
  lockIdentityOf,
  lockUser,
  setEmail,
  setPasswordHash,
  ssnHeldByAnother,
  type UserRow,
  updateDateOfBirthBeforeIdentityCheck,
  updateIdentity,
  updateUser,
} from './users-repo.ts';
