/** The spec's texts for role administration answers (section 8), shared by the API and the screens. */
export const roleMessages = {
  roleExists: 'The role name you entered already exists. You must enter a unique role name.',
  existingRoleMember: 'This person is already part of this level and cannot be added again.',
  protectedRename: 'A protected role cannot be renamed.',
  protectedDelete: 'A protected role cannot be deleted.',
  protectedAdmin: 'The admin permission of a protected role cannot be removed.',
  protectedExists: 'This level already has a protected role.',
} as const;
