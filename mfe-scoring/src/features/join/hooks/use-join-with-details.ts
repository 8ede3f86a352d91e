import { errorText, fieldProblems, useJoinTeam, useTeammateFormReader } from '@fairway/api-client';
import type { TeammateDetailsRequest, TeammateForm } from '@fairway/contracts/registration';
import type { Team } from '@fairway/contracts/team';
import { useState } from 'react';
import type { DetailsProblems } from '../components/teammate-details-form';

const shownFields = (form: TeammateForm) => new Set(['name', 'waiverAccepted', ...form.playerQuestions.map((question) => `answers.${question.id}`)]);

/**
 * Joining with a code: a team registered online with per-player questions or a waiver first asks for the
 * joiner's details (`asking`); any other team is joined at once. A refusal puts the server's messages by their
 * fields; one about no field (a waiver changed meanwhile) is the alert, with the form read again.
 */
export function useJoinWithDetails(onJoined: (team: Team) => void, onFailed: () => void) {
  const joinTeam = useJoinTeam();
  const [asking, setAsking] = useState<{ inviteCode: string; form: TeammateForm } | null>(null);
  const [problems, setProblems] = useState<DetailsProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const readForm = useTeammateFormReader();

  async function start(inviteCode: string) {
    setChecking(true);
    const form = await readForm(inviteCode);
    setChecking(false);
    setProblems({});
    setAlert(null);
    if (form?.detailsNeeded) return setAsking({ inviteCode, form });
    joinTeam.mutate(inviteCode, { onSuccess: onJoined, onError: onFailed });
  }

  function submit(details: TeammateDetailsRequest) {
    if (!asking) return;
    joinTeam.mutate(
      { inviteCode: asking.inviteCode, details },
      {
        onSuccess: onJoined,
        onError: async (error) => {
          const found = fieldProblems(error, 'details.');
          const shown = shownFields(asking.form);
          setProblems(found);
          const unshown = Object.keys(found).some((field) => !shown.has(field)) || Object.keys(found).length === 0;
          setAlert(unshown ? errorText(error, 'Could not join the team') : null);
          const fresh = unshown ? await readForm(asking.inviteCode) : null;
          if (fresh) setAsking({ inviteCode: asking.inviteCode, form: fresh });
        },
      },
    );
  }

  return { asking, problems, alert, busy: checking || joinTeam.isPending, start, submit, back: () => setAsking(null) };
}
