import { useAuth } from '@fairway/auth';
import { useAddOrganisationMember, useChangeOrganisationMember, useRemoveOrganisationMember } from '@fairway/api-client';
import { type OrganisationRole, organisationRoles } from '@fairway/contracts/event-team';
import { addOrganisationMember, type OrganisationMember, type OrganisationPage } from '@fairway/contracts/organisation';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { toastFailure } from '../../../shared/model/toast-failure';
import { organisationRoleDuties, organisationRoleLabels } from '../model/organisation-labels';
import styles from './organisation-page.module.css';

const roleOptions = organisationRoles.map((role) => ({ value: role, label: organisationRoleLabels[role] }));

/** The members with their roles; an admin adds by e-mail, changes roles and removes (the server keeps the last admin). */
export function OrganisationMembers({ organisation }: { organisation: OrganisationPage }) {
  const isAdmin = organisation.role === 'admin';
  return (
    <section className={styles.card} aria-labelledby="organisation-members">
      <h2 id="organisation-members" className={styles.heading}>
        Members
      </h2>
      <ul className={styles.list}>
        {organisation.members.map((member) => (
          <MemberRow key={member.id} organisationId={organisation.id} member={member} editable={isAdmin} />
        ))}
      </ul>
      {isAdmin && <AddMember organisationId={organisation.id} />}
    </section>
  );
}

function MemberRow({ organisationId, member, editable }: { organisationId: string; member: OrganisationMember; editable: boolean }) {
  const change = useChangeOrganisationMember(toastFailure());
  const remove = useRemoveOrganisationMember(toastFailure());
  const { user } = useAuth();
  const name = member.email ?? (member.userId === user?.uid ? 'You' : 'An account without a verified e-mail');
  return (
    <li className={styles.member}>
      <div className={styles.memberWho}>
        <span className={styles.email}>{name}</span>
        <span className={styles.muted}>{organisationRoleDuties[member.role]}</span>
      </div>
      {editable ? (
        <div className={styles.memberActions}>
          <NativeSelect
            className={styles.select}
            aria-label={`Role of ${name}`}
            value={member.role}
            options={roleOptions}
            disabled={change.isPending}
            onChange={(role: OrganisationRole) => change.mutate({ organisationId, memberId: member.id, role })}
          />
          <button type="button" className="ff-pill-button" disabled={remove.isPending} onClick={() => remove.mutate({ organisationId, memberId: member.id })}>
            Remove
          </button>
        </div>
      ) : (
        <span className={styles.badge}>{organisationRoleLabels[member.role]}</span>
      )}
    </li>
  );
}

function AddMember({ organisationId }: { organisationId: string }) {
  const add = useAddOrganisationMember(toastFailure());
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganisationRole>('event-manager');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addOrganisationMember.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate({ organisationId, member: parsed.data }, { onSuccess: () => setEmail('') });
  };

  return (
    <form className={styles.addMember} onSubmit={submit} noValidate>
      <FormField label="E-mail" hint="They act with the role once they sign in with this e-mail." error={error}>
        {(control) => <input {...control} className={styles.input} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <FormField label="Role">
        {(control) => <NativeSelect {...control} className={styles.select} value={role} options={roleOptions} onChange={setRole} />}
      </FormField>
      <button type="submit" className={`ff-pill-button ${styles.primary}`} disabled={add.isPending}>
        Add member
      </button>
    </form>
  );
}
