import { invitableRoles } from '@fairway/contracts/event-permissions';
import type { InvitableRole } from '@fairway/contracts/event-team';
import { eventRoleDuties, eventRoleLabels } from '@fairway/contracts/event-team-texts';
import { CheckBox } from '../../../shared/components/check-box';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import styles from './team-tab.module.css';

export interface RoleChoice {
  role: InvitableRole;
  contestIds: string[];
}

interface RoleFieldsProps {
  value: RoleChoice;
  onChange: (value: RoleChoice) => void;
  contests: ReadonlyArray<{ id: string; hole: number; title: string }>;
}

/** The role to give, what it may do, and for a contest volunteer the contests whose stations they run. */
export function RoleFields({ value, onChange, contests }: RoleFieldsProps) {
  const toggle = (contestId: string, held: boolean) =>
    onChange({ ...value, contestIds: held ? [...value.contestIds, contestId] : value.contestIds.filter((id) => id !== contestId) });
  return (
    <>
      <FormField label="Role" hint={eventRoleDuties[value.role]}>
        {(control) => (
          <NativeSelect<InvitableRole>
            {...control}
            value={value.role}
            onChange={(role) => onChange({ ...value, role })}
            options={invitableRoles.map((role) => ({ value: role, label: eventRoleLabels[role] }))}
          />
        )}
      </FormField>
      {value.role === 'contest' && (
        <fieldset className={styles.contests}>
          <legend>Contests</legend>
          {contests.length === 0 && <p className={styles.meta}>No contests yet: add them on the Contests tab.</p>}
          {[...contests]
            .sort((a, b) => a.hole - b.hole)
            .map((contest) => (
              <CheckBox key={contest.id} checked={value.contestIds.includes(contest.id)} onChange={(held) => toggle(contest.id, held)}>
                Hole {contest.hole}: {contest.title}
              </CheckBox>
            ))}
        </fieldset>
      )}
    </>
  );
}
