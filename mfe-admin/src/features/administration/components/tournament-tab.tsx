import { deleteTournament, isApiError, tournamentsPath, updateTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import { type Tournament, updateTournamentInput } from '@fairway/contracts/tournament';
import { formatLongDate } from '@fairway/ui';
import { toast } from '@fairway/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import styles from './admin-dialog.module.css';
import { MatchPairingsEditor } from './match-pairings-editor';
import { ScoringSettings } from './scoring-settings';

const formatOptions = [
  { value: 'best-ball', label: 'Best Ball' },
  { value: 'scramble', label: 'Scramble' },
  { value: 'stroke-play', label: 'Stroke Play' },
  { value: 'match-play', label: 'Match Play' },
];
const statusOptions = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];
const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((option) => option.value === value)?.label ?? value;

interface EditValues {
  name: string;
  format: string;
  status: string;
  timeZone: string;
}

const timeZoneOptions = Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

const failure = (error: unknown, fallback: string) => (isApiError(error) ? `${fallback}: ${error.serverMessage}` : fallback);

/** The tournament's details; Edit Tournament, Save Changes (stays in edit mode on failure), Delete Tournament. */
export function TournamentTab({ tournament, onDeleted }: { tournament: Tournament; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EditValues>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [tournamentsPath] });

  const save = async (values: EditValues) => {
    const parsed = updateTournamentInput.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path[0] as keyof EditValues, errors: [issue.message] })));
      return;
    }
    setSaving(true);
    try {
      await updateTournament(tournament.id, parsed.data);
      toast({ ...messages.tournament.updated, variant: 'success' });
      setEditing(false);
      await refresh();
    } catch (error) {
      toast({ title: failure(error, messages.tournament.saveFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await deleteTournament(tournament.id);
      toast({ ...messages.tournament.deleted, variant: 'success' });
      onDeleted();
      await refresh();
    } catch (error) {
      toast({ title: failure(error, messages.tournament.deleteFailed), variant: 'destructive' });
    }
  };

  if (editing) {
    return (
      <Form<EditValues>
        form={form}
        name="edit-tournament"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: tournament.name, format: tournament.format, status: tournament.status, timeZone: tournament.timeZone ?? 'UTC' }}
        onFinish={save}
      >
        <Form.Item name="name" label="Tournament Name">
          <Input />
        </Form.Item>
        <Form.Item name="format" label="Tournament Format">
          <Select options={formatOptions} />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select options={statusOptions} />
        </Form.Item>
        <Form.Item name="timeZone" label="Venue Time Zone" extra="The tournament's day (today, active, past) is the date in this zone.">
          <Select options={timeZoneOptions} showSearch />
        </Form.Item>
        <div className={styles.actions}>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <div className={styles.body}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Name', children: tournament.name },
          { key: 'date', label: 'Date', children: formatLongDate(tournament.date) },
          { key: 'course', label: 'Course', children: tournament.course },
          { key: 'format', label: 'Format', children: labelOf(formatOptions, tournament.format) },
          { key: 'status', label: 'Status', children: labelOf(statusOptions, tournament.status) },
          { key: 'timeZone', label: 'Time Zone', children: (tournament.timeZone ?? 'UTC').replaceAll('_', ' ') },
        ]}
      />
      <div className={styles.actions}>
        <Popconfirm
          title="Delete this tournament?"
          description="Its teams, players and scores go with it. This cannot be undone."
          okText="Delete Tournament"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={remove}
        >
          <Button danger>Delete Tournament</Button>
        </Popconfirm>
        <Button type="primary" onClick={() => setEditing(true)}>
          Edit Tournament
        </Button>
      </div>
      <ScoringSettings key={`${tournament.format}-${tournament.updatedAt}`} tournament={tournament} />
      {tournament.format === 'match-play' && <MatchPairingsEditor tournament={tournament} />}
    </div>
  );
}
