import type { ChatMemberRecord } from '@/shared/chat';

type Role = ChatMemberRecord['role'];

/** What the signed-in member may do to another member of a group (docs/chat-data-model.md). */
export function memberPermissions(myRole: Role, theirRole: Role, self: boolean) {
  const manager = myRole === 'owner' || myRole === 'admin';
  const other = !self && theirRole !== 'owner';
  return {
    promote: manager && other && theirRole === 'member',
    demote: manager && other && theirRole === 'admin',
    remove: other && (myRole === 'owner' || (myRole === 'admin' && theirRole === 'member')),
    makeOwner: myRole === 'owner' && !self,
  };
}

const ORDER: Record<Role, number> = { owner: 0, admin: 1, member: 2 };

/** The owner first, then admins, then members, each by name. */
export function byRoleThenName(a: ChatMemberRecord, b: ChatMemberRecord): number {
  return (
    ORDER[a.role] - ORDER[b.role] ||
    (a.expand?.user?.nickname ?? '').localeCompare(b.expand?.user?.nickname ?? '')
  );
}
