import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatMemberRecord, ChatSummary } from '@/shared/chat';
import { usePresences } from '@/shared/social/hooks/use-presence';
import { personOf } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';
import { PresenceLabel } from '@/shared/social/ui/presence-label';
import { byRoleThenName, memberPermissions } from './group-roles';
import { MemberMenu } from './member-menu';

/** What the member list asks the dialog to do (each asks first where it should). */
export interface MemberCommands {
  setRole: (member: ChatMemberRecord, role: 'admin' | 'member') => void;
  makeOwner: (member: ChatMemberRecord) => void;
  remove: (member: ChatMemberRecord) => void;
}

/** The group's members with their role and presence, and what the user may do to each. */
export function MemberList(props: { summary: ChatSummary; me: string; commands: MemberCommands }) {
  const { t } = useTranslation();
  const members = useMemo(
    () => [...props.summary.members].sort(byRoleThenName),
    [props.summary.members],
  );
  const presences = usePresences(members.map((member) => member.user));
  const myRole = props.summary.me.role;
  return (
    <List dense aria-label={t('chat.group.info.members', { count: members.length })}>
      {members.map((member) => {
        const user = member.expand?.user;
        const self = member.user === props.me;
        const nickname = user?.nickname ?? t('chat.someone');
        const name = self ? t('chat.group.info.youSuffix', { name: nickname }) : nickname;
        return (
          <ListItem
            key={member.id}
            disableGutters
            secondaryAction={
              <MemberMenu
                name={nickname}
                can={memberPermissions(myRole, member.role, self)}
                onRole={(role) => props.commands.setRole(member, role)}
                onMakeOwner={() => props.commands.makeOwner(member)}
                onRemove={() => props.commands.remove(member)}
              />
            }
          >
            <ListItemAvatar>
              {user && (
                <PresenceAvatar
                  person={personOf(user)}
                  presence={presences.get(member.user)}
                  size={36}
                />
              )}
            </ListItemAvatar>
            <ListItemText
              primary={
                <>
                  {name}
                  {member.role !== 'member' && (
                    <Chip
                      size="small"
                      label={t(`chat.group.roles.${member.role}`)}
                      color={member.role === 'owner' ? 'primary' : 'default'}
                      variant="outlined"
                      sx={{ ml: 1, height: 20 }}
                    />
                  )}
                </>
              }
              secondary={<PresenceLabel presence={presences.get(member.user)} />}
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
