import { useUpdateTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { toast } from '@fairway/ui/toast';
import { Button, Form } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { formatOptions, statusOptions, timeZoneOptions } from '../../../shared/model/tournament-options';
import panel from '../../../shared/components/panel.module.css';
import styles from './admin-dialog.module.css';
import { NativeSelect } from '../../../shared/components/native-select';
import { toastFailure } from '../../../shared/model/toast-failure';

interface EditValues {
  name: string;
  format: Tournament['format'];
  status: Tournament['status'];
  timeZone: string;
}

/** Edit Tournament: name, format, status (any to any) and venue time zone; stays open when saving fails. */
export function TournamentEditForm({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateTournament(toastFailure());

  const save = async (values: EditValues) => {
    const { updateTournamentInput } = await import('@fairway/contracts/tournament');
    const parsed = updateTournamentInput.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path[0] as keyof EditValues, errors: [issue.message] })));
      return;
    }
    update.mutate(
      { id: tournament.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ ...messages.tournament.updated, variant: 'success' });
          onDone();
        },
      },
    );
  };

  return (
    <Form<EditValues>
      form={form}
      name="edit-tournament"
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: tournament.name, format: tournament.format, status: tournament.status, timeZone: tournament.timeZone ?? 'UTC' }}
      onFinish={save}
      className={styles.body}
    >
      <Form.Item name="name" label="Tournament Name">
        <Input />
      </Form.Item>
      <Form.Item name="format" label="Tournament Format">
        <NativeSelect options={formatOptions} />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <NativeSelect options={statusOptions} />
      </Form.Item>
      <Form.Item name="timeZone" label="Venue Time Zone" extra="The tournament's day (today, active, past) is the date in this zone.">
        <NativeSelect options={timeZoneOptions} />
      </Form.Item>
      <div className={panel.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </Form>
  );
}
