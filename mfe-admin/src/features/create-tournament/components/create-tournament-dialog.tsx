import { openSignIn, useAuth } from '@fairway/auth';
import { useCourses, useCreateTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import { FairwayThemeProvider } from '@fairway/ui';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { Modal } from '../../../shared/components/antd-parts';
import { checkCreateTournament, type CreateTournamentFields, type FieldErrors, venueToday } from '../model/create-tournament-request';
import { CreateTournamentForm } from './create-tournament-form';
import { toastFailure } from '../../../shared/model/toast-failure';

export interface CreateTournamentDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Create Tournament, or Sign In Required for a visitor: sign-in is what makes someone a
 * tournament's admin. Themes its own antd: the Tournaments page behind it is drawn without antd.
 */
export function CreateTournamentDialog({ open, onClose }: CreateTournamentDialogProps) {
  const { user } = useAuth();
  return (
    <FairwayThemeProvider>
      {user ? <SignedInCreateDialog open={open} onClose={onClose} adminUserId={user.uid} /> : <SignInRequiredDialog open={open} onClose={onClose} />}
    </FairwayThemeProvider>
  );
}

function SignInRequiredDialog({ open, onClose }: CreateTournamentDialogProps) {
  const signIn = () => {
    onClose();
    openSignIn('sign-in');
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Sign In Required"
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="sign-in" type="primary" onClick={signIn}>
          Sign In
        </Button>,
      ]}
    >
      <p>Sign in to create a tournament. Signing in identifies you as the tournament administrator, so only you can manage it.</p>
    </Modal>
  );
}

function SignedInCreateDialog({ open, onClose, adminUserId }: CreateTournamentDialogProps & { adminUserId: string }) {
  const courses = useCourses();
  const mutation = useCreateTournament(toastFailure(messages.tournament.createError));

  const submit = async (fields: CreateTournamentFields): Promise<FieldErrors | null> => {
    const check = checkCreateTournament(fields, courses.data ?? [], adminUserId, venueToday(courses.data?.find((course) => course.id === fields.courseId)));
    if (!check.ok) return check.errors;
    try {
      await mutation.mutateAsync(check.request);
    } catch {
      // The hook has said why in a toast; the dialog stays open with what was typed.
      return {};
    }
    toast({ ...messages.tournament.created, variant: 'success' });
    onClose();
    return null;
  };

  return (
    <Modal open={open} onCancel={onClose} title="Create Tournament" footer={null} destroyOnHidden width={560}>
      <CreateTournamentForm courses={courses.data} coursesLoading={courses.isPending} pending={mutation.isPending} onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
